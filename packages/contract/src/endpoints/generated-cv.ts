// A member's CV as a PDF, generated from their profile, portfolio and publications.
import { z } from "zod";
import { failures } from "../common.js";
import { endpoint } from "../endpoint.js";
import { generatedCvQuery } from "../generated-cv.js";

export const generatedCvEndpoints = {
  generatedCv: endpoint({
    method: "GET",
    path: "/user/portfolio/generated-cv/",
    auth: "optional",
    tag: "portfolio",
    summary: "A member's CV as a PDF, built from their profile and portfolio, publications in the style asked for",
    query: generatedCvQuery,
    produces: ["application/pdf"],
    responses: { 200: z.string().describe("A PDF document."), ...failures(400, 401, 404, 429, 503) },
  }),
};
