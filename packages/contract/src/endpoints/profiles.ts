// The member's own profile, people search and public profiles (part 1 sections 2.11, 4, 7; part 2).

import { z } from "zod";
import { dataOf, failures } from "../common.js";
import { endpoint } from "../endpoint.js";
import { featuredResearchRequest, featuredResearchSaved } from "../featured-research.js";
import {
  allProfilesQuery,
  createProfileFields,
  createProfileResponse,
  ownProfileResponse,
  searchResponse,
  updateProfileFields,
  updateProfileResponse,
} from "../profiles.js";
import { publicProfile } from "../public-profile.js";

const tag = "profiles";
const PROFILE_PATH = "/user/profile/create-profile/";
const pictureField = { profile_picture: { kind: "image", label: "The profile picture" } } as const;

export const profileEndpoints = {
  ownProfile: endpoint({
    method: "GET",
    path: PROFILE_PATH,
    auth: "bearer",
    tag,
    summary: "The signed-in member's profile",
    responses: { 200: ownProfileResponse, ...failures(401, 403, 404) },
  }),
  createProfile: endpoint({
    method: "POST",
    path: PROFILE_PATH,
    auth: "bearer",
    tag,
    summary: "Create the member's profile (once)",
    multipart: { fields: createProfileFields, files: pictureField },
    responses: { 201: createProfileResponse, ...failures(400, 401, 403, 409, 413) },
  }),
  updateProfile: endpoint({
    method: "PATCH",
    path: PROFILE_PATH,
    auth: "bearer",
    tag,
    summary: "Change any profile field; a new profile_picture replaces the old one",
    multipart: { fields: updateProfileFields, files: pictureField },
    responses: { 200: updateProfileResponse, ...failures(400, 401, 403, 404, 409, 413) },
  }),
  saveFeaturedResearch: endpoint({
    method: "PATCH",
    path: "/user/profile/featured-research/",
    auth: "bearer",
    tag,
    summary: "Choose up to 5 of the member's own publications to feature, in order; an empty list clears the choice",
    body: featuredResearchRequest,
    responses: { 200: featuredResearchSaved, ...failures(400, 401, 403, 404) },
  }),
  allProfiles: endpoint({
    method: "GET",
    path: "/user/profile/all-profiles/",
    auth: "optional",
    tag,
    summary: "People search (?search=; signed out under a per-address ceiling) or one member's public profile (?id=)",
    query: allProfilesQuery,
    responses: { 200: z.union([searchResponse, dataOf(publicProfile)]), ...failures(400, 401, 404, 429) },
  }),
};
