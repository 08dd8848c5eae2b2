// What writes announce: one typed event per kind of change. Caches and other listeners subscribe to the
// events that concern them, so a write never has to know who keeps a copy of what it changed.
import type { PostType } from "@scholarly/contract";

export type DomainEvent =
  | { type: "post.created"; kind: PostType; postId: number; userId: number }
  | { type: "post.updated"; kind: PostType; postId: number; userId: number }
  | { type: "post.deleted"; kind: PostType; postId: number; userId: number }
  /** The post's thumbnails were made in the background after it was created or its file replaced. */
  | { type: "post.thumbnailed"; kind: PostType; postId: number }
  | { type: "profile.created"; userId: number; profileId: number }
  | { type: "profile.updated"; userId: number; profileId: number }
  /** An entry of the member's portfolio sections (education, internships, experience, projects) changed. */
  | { type: "portfolio.updated"; userId: number }
  | { type: "follow.created"; followerProfileId: number; followedProfileId: number }
  | { type: "follow.deleted"; followerProfileId: number; followedProfileId: number }
  | { type: "account.verified"; userId: number }
  | { type: "account.password-changed"; userId: number }
  | { type: "account.deleted"; userId: number }
  /** A post's reads passed 10, 100 or 1,000; `userId` is its owner. */
  | { type: "post.read-milestone"; postId: number; kind: PostType; userId: number; reads: number }
  /** `userId` was named a co-author of the post by `addedByUserId`. */
  | { type: "coauthor.added"; kind: PostType; postId: number; userId: number; addedByUserId: number }
  /** `userId` confirmed, declined or removed their authorship of the publication: its author links changed. */
  | { type: "authorship.changed"; publicationId: number; userId: number }
  | { type: "full-text.requested"; requestId: number; postId: number; requesterUserId: number; ownerUserId: number }
  | {
      type: "full-text.answered";
      requestId: number;
      postId: number;
      requesterUserId: number;
      ownerUserId: number;
      decision: "send" | "decline";
    }
  /** A reply from the fediverse to the post awaits its authors' approval (`authorUserIds`: owner and co-authors). */
  | { type: "comment.received"; commentId: number; kind: PostType; postId: number; authorUserIds: number[] }
  | { type: "full-text.revoked"; requestId: number; postId: number; requesterUserId: number; ownerUserId: number };

export type DomainEventType = DomainEvent["type"];
export type EventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;
export type EventListener<T extends DomainEventType> = (event: EventOf<T>) => void;

/**
 * The app's one channel for "something changed". In one process it calls listeners in place; the
 * multi-instance transport carries the same events between processes behind this same interface.
 */
export interface DomainEvents {
  publish(event: DomainEvent): void;
  /** Calls `listener` for each event of these types; answers a function that unsubscribes. */
  subscribe<T extends DomainEventType>(types: T | readonly T[], listener: EventListener<T>): () => void;
  close(): Promise<void>;
}
