// Following other members (part 1 sections 4 and 7).
import { failures, messageResponse } from "../common.js";
import { endpoint } from "../endpoint.js";
import { followList, followPeoplePage, followPeopleQuery, followRequest, followSuggestions } from "../follows.js";

const tag = "follows";
const PATH = "/user/follow-unfollow/follow/";

export const followEndpoints = {
  following: endpoint({
    method: "GET",
    path: PATH,
    auth: "bearer",
    tag,
    summary: "The profiles the signed-in member follows, newest first",
    responses: { 200: followList, ...failures(401, 403) },
  }),
  follow: endpoint({
    method: "POST",
    path: PATH,
    auth: "bearer",
    tag,
    summary: "Follow a member by profile id",
    body: followRequest,
    responses: { 201: messageResponse, ...failures(400, 401, 403, 404) },
  }),
  unfollow: endpoint({
    method: "DELETE",
    path: PATH,
    auth: "bearer",
    tag,
    summary: "Stop following a member by profile id",
    body: followRequest,
    responses: { 200: messageResponse, ...failures(400, 401, 403) },
  }),
  followersOf: endpoint({
    method: "GET",
    path: "/user/follow-unfollow/followers/",
    auth: "bearer",
    tag,
    summary: "A page of the members who follow a profile (?id= profile id), newest follow first",
    query: followPeopleQuery,
    responses: { 200: followPeoplePage, ...failures(400, 401, 403, 404) },
  }),
  followingOf: endpoint({
    method: "GET",
    path: "/user/follow-unfollow/following/",
    auth: "bearer",
    tag,
    summary: "A page of the members a profile (?id= profile id) follows, newest follow first",
    query: followPeopleQuery,
    responses: { 200: followPeoplePage, ...failures(400, 401, 403, 404) },
  }),
  suggestions: endpoint({
    method: "GET",
    path: "/user/follow-unfollow/suggestions/",
    auth: "bearer",
    tag,
    summary: "Up to 5 of the most-followed members the signed-in member does not follow yet",
    responses: { 200: followSuggestions, ...failures(401, 403) },
  }),
};
