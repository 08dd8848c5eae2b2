// The blocks beside the tabs, each with its edit icon: about me, affiliation, skills, disciplines, languages, spotlight.
import type { Profile } from "@scholarly/contract";
import type { ReactNode } from "react";
import { affiliationsOf } from "../../features/affiliations/affiliations";
import type { EditMode } from "./edit/edit-modes";

function ProfileBlock(props: {
  title: string;
  mode?: EditMode;
  onEdit: (mode: EditMode) => void;
  children: ReactNode;
}) {
  const { mode, onEdit } = props;
  return (
    <section className="profile-block">
      <div className="tab-section__header">
        <h2>{props.title}</h2>
        {mode && (
          <button type="button" className="icon-button" aria-label={`Edit ${props.title}`} onClick={() => onEdit(mode)}>
            ✎
          </button>
        )}
      </div>
      {props.children}
    </section>
  );
}

const orNothing = (text: string, placeholder: string) => text || <span className="empty-state">{placeholder}</span>;

export function ProfileSections({ profile, onEdit }: { profile: Profile; onEdit: (mode: EditMode) => void }) {
  const skills = profile.research_areas
    .split(",")
    .map((skill) => skill.trim())
    .filter(Boolean);
  const affiliations = affiliationsOf(profile);
  return (
    <>
      <ProfileBlock title="About me" mode="aboutMe" onEdit={onEdit}>
        <p>{orNothing(profile.bio, "Tell others about your work.")}</p>
      </ProfileBlock>
      <ProfileBlock title="Affiliation" mode="affiliation" onEdit={onEdit}>
        {affiliations.length > 0 ? (
          affiliations.map((place) => <p key={place}>{place}</p>)
        ) : (
          <p className="empty-state">No affiliation yet.</p>
        )}
      </ProfileBlock>
      <ProfileBlock title="Skills" mode="skills" onEdit={onEdit}>
        {skills.length > 0 ? (
          <ul className="skill-chips">
            {skills.map((skill) => (
              <li key={skill} className="skill-chip">
                {skill}
              </li>
            ))}
          </ul>
        ) : (
          <p className="empty-state">No skills yet.</p>
        )}
      </ProfileBlock>
      <ProfileBlock title="Disciplines" mode="disciplines" onEdit={onEdit}>
        <p>{orNothing(profile.disciplines.join(", "), "Add the disciplines you work in.")}</p>
      </ProfileBlock>
      <ProfileBlock title="Languages" mode="languages" onEdit={onEdit}>
        <p>{orNothing(profile.languages.join(", "), "Add the languages you speak.")}</p>
      </ProfileBlock>
      <ProfileBlock title="Spotlight" mode="spotlight" onEdit={onEdit}>
        <p>{orNothing(profile.spotlight, "Highlight your best work here.")}</p>
      </ProfileBlock>
      <ProfileBlock title="Complete Your Profile" mode="fullProfile" onEdit={onEdit}>
        <p className="empty-state">A complete profile helps other researchers find you.</p>
      </ProfileBlock>
    </>
  );
}
