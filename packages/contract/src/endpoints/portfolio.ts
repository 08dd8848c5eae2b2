// The personal portfolio: the CV and the education, internship, experience and project sections (part 2).
import { z } from "zod";
import { failures } from "../common.js";
import { endpoint } from "../endpoint.js";
import {
  CV_MISSING_MESSAGE,
  education,
  educationFields,
  experience,
  experienceFields,
  internship,
  internshipFields,
  personalPortfolio,
  project,
  projectFields,
  withId,
} from "../portfolio.js";
import { ownedItemEndpoints } from "./owned-items.js";

const CV_PATH = "/user/portfolio/personal-portfolio/";
const tag = "portfolio";
const mediaFile = { media: { kind: "document", label: "The media file" } } as const;

export const cvEndpoints = {
  cv: endpoint({
    method: "GET",
    path: CV_PATH,
    auth: "bearer",
    tag,
    summary: "The member's CV, if any",
    responses: {
      200: z.object({ message: z.string().optional(), data: z.array(personalPortfolio) }),
      ...failures(401, 403),
    },
  }),
  saveCv: endpoint({
    method: "PATCH",
    path: CV_PATH,
    auth: "bearer",
    tag,
    summary: "Upload or replace the CV (PDF); an empty cv_pdf removes it",
    multipart: {
      // Only an empty text `cv_pdf` (removal) may stand in for the file.
      fields: z.object({ cv_pdf: z.literal("", { error: CV_MISSING_MESSAGE }).optional() }),
      files: { cv_pdf: { kind: "cv", label: "The CV" } },
    },
    responses: {
      200: z.object({ message: z.string(), cv_pdf: z.string().nullable(), data: personalPortfolio }),
      ...failures(400, 401, 403, 413),
    },
  }),
};

// Generic over the fields' shape (not just any object) so that `withId` keeps each field's type.
const section = <Item extends z.ZodType, Shape extends z.ZodRawShape>(
  path: string,
  noun: [string, string],
  item: Item,
  fields: z.ZodObject<Shape>,
) =>
  ownedItemEndpoints({
    path,
    tag,
    noun: noun[0],
    plural: noun[1],
    list: z.object({ data: z.array(item) }),
    item,
    createFields: fields,
    updateFields: withId(fields),
    files: mediaFile,
  });

export const educationEndpoints = section(
  "/user/portfolio/education/",
  ["education entry", "education entries"],
  education,
  educationFields,
);
export const internshipEndpoints = section(
  "/user/portfolio/internship/",
  ["internship", "internships"],
  internship,
  internshipFields,
);
export const experienceEndpoints = section(
  "/user/portfolio/experience/",
  ["experience", "experiences"],
  experience,
  experienceFields,
);
export const projectEndpoints = section("/user/portfolio/projects/", ["project", "projects"], project, projectFields);
