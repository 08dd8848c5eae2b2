// A round profile picture, or the default picture when a member has none.
import defaultPicture from "./default-avatar.svg";
import "./avatar.css";

export function Avatar({ src, name, size = 40 }: { src: string | null | undefined; name: string; size?: number }) {
  return (
    <img
      className="avatar"
      src={src || defaultPicture}
      alt={name ? `${name}'s profile picture` : "Profile picture"}
      width={size}
      height={size}
      loading="lazy"
    />
  );
}
