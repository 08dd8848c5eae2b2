// Generated feed items: publications of all 23 types, gallery images, videos and code snippets.
import { PUBLICATION_TYPES } from "@scholarly/contract";
import type { Insertable } from "kysely";
import type { GalleryImagesTable, PublicationsTable, UserCodesTable, VideosTable } from "../../src/db/tables.js";
import { memberName, SEED_PERIOD, timeWithin } from "./people.js";
import { type Random, randomFor } from "./random.js";
import { SHARED_FILES } from "./shared-files.js";
import {
  ABSTRACT_SENTENCES,
  CODE_LANGUAGES,
  CODE_SNIPPETS,
  GALLERY_CAPTIONS,
  HASHTAGS,
  TITLE_OPENINGS,
  TITLE_SETTINGS,
  TITLE_SUBJECTS,
  VIDEO_CAPTIONS,
} from "./vocabulary.js";

/** A feed item before its author's user id is known; `author` is the author's member index. */
export type Post =
  | { kind: "publication"; author: number; row: Omit<Insertable<PublicationsTable>, "user_id"> }
  | { kind: "image"; author: number; row: Omit<Insertable<GalleryImagesTable>, "user_id"> }
  | { kind: "video"; author: number; row: Omit<Insertable<VideosTable>, "user_id"> }
  | { kind: "code"; author: number; row: Omit<Insertable<UserCodesTable>, "user_id"> };

export type PostKind = Post["kind"];

const DAY_MS = 24 * 3600 * 1000;

function hashtags(random: Random): string {
  return Array.from({ length: random.int(0, 3) }, () => random.pick(HASHTAGS)).join(" ");
}

/** Most members post rarely and a few post a lot; the flat part keeps any one author's output in the hundreds. */
function drawAuthor(random: Random, members: number): number {
  return random.chance(0.7) ? random.int(0, members - 1) : random.zipf(members, 100);
}

export function generatePost(seed: number, index: number, members: number): Post {
  const random = randomFor(seed, "post", index);
  const author = drawAuthor(random, members);
  const createdAt = timeWithin(random, SEED_PERIOD.start, SEED_PERIOD.end);
  const reads = random.zipf(5000, 5);
  const roll = random.next();
  if (roll < 0.55) {
    const publishedOn = new Date(Date.parse(createdAt) - random.int(0, 400) * DAY_MS).toISOString().slice(0, 10);
    const sentences = Array.from({ length: random.int(2, 4) }, () => random.pick(ABSTRACT_SENTENCES));
    return {
      kind: "publication",
      author,
      row: {
        title: `${random.pick(TITLE_OPENINGS)} ${random.pick(TITLE_SUBJECTS)} ${random.pick(TITLE_SETTINGS)}`,
        author: memberName(seed, author),
        publication_date: publishedOn,
        // Types cycle with the index so even a small dataset has every one of the 23.
        publication_type: PUBLICATION_TYPES[index % PUBLICATION_TYPES.length] as string,
        doi: random.chance(0.5) ? `10.5555/seed.${seed}.${index}` : null,
        abstract: `${sentences.join(" ")} ${hashtags(random)}`.trim(),
        upload_document: SHARED_FILES.document,
        reads,
        created_at: createdAt,
      },
    };
  }
  if (roll < 0.75) {
    const description = `${random.pick(GALLERY_CAPTIONS)} ${hashtags(random)}`.trim();
    return {
      kind: "image",
      author,
      row: { image: random.pick(SHARED_FILES.images), description, reads, created_at: createdAt },
    };
  }
  if (roll < 0.85) {
    const description = `${random.pick(VIDEO_CAPTIONS)} ${hashtags(random)}`.trim();
    return { kind: "video", author, row: { video: SHARED_FILES.video, description, reads, created_at: createdAt } };
  }
  const language = random.pick(CODE_LANGUAGES);
  return {
    kind: "code",
    author,
    row: {
      title: `${language} helper for ${random.pick(TITLE_SUBJECTS)}`,
      code_of: language,
      code: random.pick(CODE_SNIPPETS),
      git_link: random.chance(0.6) ? `https://example.org/lab/repo-${index}` : "",
      media: random.chance(0.5) ? SHARED_FILES.code : null,
      reads,
      created_at: createdAt,
    },
  };
}
