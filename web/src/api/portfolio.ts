// The signed-in member's portfolio: the CV and the education, internship, experience and project lists.
import {
  cvEndpoints,
  type Education,
  type Experience,
  educationEndpoints,
  experienceEndpoints,
  type Internship,
  internshipEndpoints,
  NO_PORTFOLIO_MESSAGE,
  type Project,
  projectEndpoints,
} from "@scholarly/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "./client";
import { type MultipartFields, multipartBody } from "./multipart";
import { invalidate, queriesShowing, queryKeys } from "./query-keys";

/** The CV's address, or null when the member has none (the server says so with NO_PORTFOLIO_MESSAGE). */
export async function fetchCv(): Promise<string | null> {
  const answer = await callEndpoint(cvEndpoints.cv);
  if (answer.message === NO_PORTFOLIO_MESSAGE) return null;
  return answer.data[0]?.cv_pdf ?? null;
}

export function useCv() {
  return useQuery({ queryKey: queryKeys.cv(), queryFn: fetchCv });
}

/** Uploads a new CV, or removes it when `file` is null (an empty cv_pdf field); answers the CV's new address. */
export async function saveCv(file: File | null): Promise<string | null> {
  const { saveCv } = cvEndpoints;
  const body = file ? multipartBody(saveCv, {}, { cv_pdf: file }) : multipartBody(saveCv, { cv_pdf: "" });
  return (await callEndpoint(saveCv, { body })).cv_pdf;
}

export function useSaveCv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCv,
    onSuccess: (address) => queryClient.setQueryData(queryKeys.cv(), address),
  });
}

const sectionEndpoints = {
  education: educationEndpoints,
  internship: internshipEndpoints,
  experience: experienceEndpoints,
  projects: projectEndpoints,
};

export type PortfolioKind = keyof typeof sectionEndpoints;

export interface PortfolioItems {
  education: Education;
  internship: Internship;
  experience: Experience;
  projects: Project;
}

/** The text fields a section's add form sends; an edit sends the same with the item's id. */
export type PortfolioFields<Kind extends PortfolioKind> = MultipartFields<(typeof sectionEndpoints)[Kind]["create"]>;

export interface PortfolioSave<Kind extends PortfolioKind> {
  fields: PortfolioFields<Kind>;
  media: File | null;
  /** The item edited; without it a new item is added. */
  id?: number;
}

export async function fetchPortfolioItems<Kind extends PortfolioKind>(kind: Kind): Promise<PortfolioItems[Kind][]> {
  const answer = await callEndpoint(sectionEndpoints[kind].list);
  return answer.data as PortfolioItems[Kind][];
}

export function usePortfolioItems<Kind extends PortfolioKind>(kind: Kind) {
  return useQuery({ queryKey: queryKeys.portfolio(kind), queryFn: () => fetchPortfolioItems(kind) });
}

export async function savePortfolioItem<Kind extends PortfolioKind>(
  kind: Kind,
  { fields, media, id }: PortfolioSave<Kind>,
): Promise<void> {
  const { create, update } = sectionEndpoints[kind];
  const files = { media };
  if (id === undefined) await callEndpoint(create, { body: multipartBody(create, fields, files) });
  else await callEndpoint(update, { body: multipartBody(update, { ...fields, id }, files) });
}

export async function deletePortfolioItem(kind: PortfolioKind, id: number): Promise<void> {
  await callEndpoint(sectionEndpoints[kind].remove, { body: { id } });
}

/** Adding, editing and deleting items of a section; the section and public profiles show the change. */
export function usePortfolioChanges<Kind extends PortfolioKind>(kind: Kind) {
  const queryClient = useQueryClient();
  const refresh = () => invalidate(queryClient, queriesShowing.portfolio(kind));
  const save = useMutation({
    mutationFn: (change: PortfolioSave<Kind>) => savePortfolioItem(kind, change),
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: (id: number) => deletePortfolioItem(kind, id), onSuccess: refresh });
  return { save, remove };
}
