export type ProfileSection = "publications" | "gallery" | "videos" | "code" | "portfolio";

export default function ProfileSectionPage({ section }: { section: ProfileSection }) {
  return <h1>{section}</h1>;
}
