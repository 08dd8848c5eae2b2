// Generated members: the account, the profile and the portfolio of member number `index`.
// Each member draws from its own seeded generator, so any member can be rebuilt alone (posts need names).
import type { Insertable } from "kysely";
import type {
  EducationTable,
  ExperiencesTable,
  InternshipsTable,
  PersonalPortfoliosTable,
  ProfilesTable,
  ProjectsTable,
  UsersTable,
} from "../../src/db/tables.js";
import { GIVEN_NAMES, SURNAMES } from "./names.js";
import { type Random, randomFor } from "./random.js";
import { SHARED_FILES } from "./shared-files.js";
import {
  ACTIVITIES,
  COMPANIES,
  DEGREES,
  HASHTAGS,
  INSTITUTIONS,
  MONTHS,
  RESEARCH_AREAS,
  TITLE_SUBJECTS,
} from "./vocabulary.js";

/** Every seeded member signs in with this password; its argon2id hash is computed once, below. */
export const SEED_PASSWORD = "scholarly-seed";
export const SEED_PASSWORD_HASH =
  "$argon2id$v=19$m=19456,t=2,p=1$iHCmXe2cC4Iu8j93/PRhRQ$31ES5UfsHgDW+g6lHglEc/zG/fZVYwxKVCV8qzXT224";

export const SEED_EMAIL_DOMAIN = "seed.scholarly.test";

/** Seeded activity spans these years; the end is fixed so a seed gives the same dates on any day. */
export const SEED_PERIOD = { start: Date.UTC(2017, 0, 1), end: Date.UTC(2026, 10, 20) };

export function timeWithin(random: Random, start: number, end: number): string {
  return new Date(start + random.next() * (end - start)).toISOString();
}

export function memberEmail(seed: number, index: number): string {
  return `member${index + 1}.s${seed}@${SEED_EMAIL_DOMAIN}`;
}

/** Surnames follow a power law, so a few are shared by thousands of members and most by a handful. */
function drawName(random: Random): string {
  return `${random.pick(GIVEN_NAMES)} ${SURNAMES[random.zipf(SURNAMES.length, 2)]}`;
}

/** The display name alone, for the author field of the member's publications. */
export function memberName(seed: number, index: number): string {
  return drawName(randomFor(seed, "member", index));
}

export interface Member {
  user: Insertable<UsersTable>;
  profile: Omit<Insertable<ProfilesTable>, "user_id">;
  portfolio: {
    cv: Omit<Insertable<PersonalPortfoliosTable>, "user_id"> | null;
    education: Omit<Insertable<EducationTable>, "user_id">[];
    experiences: Omit<Insertable<ExperiencesTable>, "user_id">[];
    internships: Omit<Insertable<InternshipsTable>, "user_id">[];
    projects: Omit<Insertable<ProjectsTable>, "user_id">[];
  };
}

export function generateMember(seed: number, index: number, count: number): Member {
  const random = randomFor(seed, "member", index);
  const name = drawName(random);
  // Members join in index order over the period, so ids and sign-up dates grow together.
  const span = SEED_PERIOD.end - SEED_PERIOD.start;
  const joinedAt = SEED_PERIOD.start + (span * index) / Math.max(count, 1);
  const createdAt = new Date(joinedAt).toISOString();
  const institution = random.pick(INSTITUTIONS);
  const areas = [random.pick(RESEARCH_AREAS), random.pick(RESEARCH_AREAS)].filter(
    (area, at, all) => all.indexOf(area) === at,
  );
  const hasPortfolio = random.chance(0.4);
  return {
    user: {
      email: memberEmail(seed, index),
      password_hash: SEED_PASSWORD_HASH,
      email_verified: true,
      created_at: createdAt,
    },
    profile: {
      name,
      institution,
      research_areas: areas.join(", "),
      degree: random.pick(DEGREES),
      primary_affiliation: institution,
      current_activity: random.pick(ACTIVITIES),
      bio: `Working on ${random.pick(TITLE_SUBJECTS)} at ${institution}. ${random.pick(HASHTAGS)}`,
      profile_picture: random.chance(0.8) ? random.pick(SHARED_FILES.avatars) : null,
      created_at: createdAt,
      updated_at: createdAt,
    },
    portfolio: hasPortfolio ? generatePortfolio(random, areas) : emptyPortfolio(),
  };
}

function emptyPortfolio(): Member["portfolio"] {
  return { cv: null, education: [], experiences: [], internships: [], projects: [] };
}

function generatePortfolio(random: Random, areas: string[]): Member["portfolio"] {
  const skills = areas.concat(random.pick(["Python", "R", "Statistics", "Writing", "Teaching"]));
  const startYear = random.int(2005, 2020);
  return {
    cv: { cv_pdf: SHARED_FILES.cv },
    education: Array.from({ length: random.int(1, 2) }, (_, step) => ({
      school: random.pick(INSTITUTIONS),
      degree: random.pick(DEGREES),
      field_study: areas[0] ?? "",
      start_year: String(startYear + step * 3),
      end_year: String(startYear + step * 3 + 3),
      grade: random.pick(["First class", "Distinction", "3.8/4", ""]),
      skills,
    })),
    experiences: Array.from({ length: random.int(0, 2) }, (_, step) => ({
      title: random.pick(ACTIVITIES),
      company: random.pick(COMPANIES),
      employment_type: random.pick(["Full-time", "Part-time", "Contract"]),
      is_current: step === 0,
      start_month: random.pick(MONTHS),
      start_year: startYear + 6 + step,
      location: random.pick(["Remote", "On-site", "Hybrid"]),
      skills,
    })),
    internships: random.chance(0.5)
      ? [
          {
            title: "Research intern",
            company: random.pick(COMPANIES),
            start_month: random.pick(MONTHS),
            start_year: startYear + 2,
            end_month: random.pick(MONTHS),
            end_year: startYear + 2,
            skills,
          },
        ]
      : [],
    projects: Array.from({ length: random.int(0, 2) }, () => ({
      project_name: `Open dataset on ${random.pick(TITLE_SUBJECTS)}`,
      description: "Collected, cleaned and published with documentation.",
      skills,
      start_year: startYear + 5,
    })),
  };
}
