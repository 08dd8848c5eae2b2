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
  type PersonalPortfolio,
  type Project,
  projectEndpoints,
} from "@scholarly/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "./client";
import { type MultipartFields, multipartBody } from "./multipart";
import { invalidate, queriesShowing, queryKeys } from "./query-keys";
import { type UploadTracking, uploadWithProgress } from "./upload";

/** The CV's address and the name it was uploaded under, or null when the member has none (the server says so with
 * NO_PORTFOLIO_MESSAGE). */
export async function fetchCv(): Promise<PersonalPortfolio | null> {
  const answer = await callEndpoint(cvEndpoints.cv);
  if (answer.message === NO_PORTFOLIO_MESSAGE) return null;
  const cv = answer.data[0];
  return cv?.cv_pdf ? cv : null;
}

export function useCv() {
  return useQuery({ queryKey: queryKeys.cv(), queryFn: fetchCv });
}

export interface CvChange {
  /** The new CV; null removes it (an empty cv_pdf field). */
  file: File | null;
  tracking?: UploadTracking;
}

/** Uploads a new CV or removes it; answers the CV as now stored. */
export async function saveCv({ file, tracking }: CvChange): Promise<{ message: string; cv: PersonalPortfolio | null }> {
  const { saveCv } = cvEndpoints;
  const body = file ? multipartBody(saveCv, {}, { cv_pdf: file }) : multipartBody(saveCv, { cv_pdf: "" });
  const answer = await uploadWithProgress(saveCv, { body, ...tracking });
  return { message: answer.message, cv: answer.data.cv_pdf ? answer.data : null };
}

export function useSaveCv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCv,
    onSuccess: ({ cv }) => queryClient.setQueryData(queryKeys.cv(), cv),
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
  tracking?: UploadTracking;
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
  { fields, media, id, tracking }: PortfolioSave<Kind>,
): Promise<void> {
  const { create, update } = sectionEndpoints[kind];
  const files = { media };
  if (id === undefined) await uploadWithProgress(create, { body: multipartBody(create, fields, files), ...tracking });
  else await uploadWithProgress(update, { body: multipartBody(update, { ...fields, id }, files), ...tracking });
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
