// Posts made through the API, so a test or a screenshot starts from a feed with each kind of post in it.
import { type APIRequestContext, expect } from "@playwright/test";
import { minimalPdf, solidPng, testFile } from "@scholarly/server/test/file-fixtures";
import { bearer, type Member } from "./members";

interface Created {
  id: number;
}

async function posted(answer: Awaited<ReturnType<APIRequestContext["post"]>>): Promise<Created> {
  expect(answer.ok(), await answer.text()).toBe(true);
  const body = (await answer.json()) as { data?: Created } & Created;
  return body.data ?? body;
}

export interface PublicationInput {
  title: string;
  abstract?: string;
  author?: string;
  doi?: string;
  publication_type?: string;
  publication_date?: string;
  journal?: string;
  /** `private`: only the authors may open the document; others request it. */
  upload_mode?: "public" | "private" | "both";
}

/** A publication (public unless `upload_mode` says otherwise) whose PDF's first page says its title. */
export async function publish(request: APIRequestContext, member: Member, input: PublicationInput): Promise<Created> {
  return posted(
    await request.post("/user/publication/publication/", {
      headers: bearer(member),
      multipart: {
        publication_type: "article",
        ...input,
        upload_document: { name: "paper.pdf", mimeType: "application/pdf", buffer: minimalPdf(input.title) },
      },
    }),
  );
}

/** A gallery image (a 640×400 picture of one colour) with its description. */
export async function postImage(request: APIRequestContext, member: Member, description: string): Promise<Created> {
  return posted(
    await request.post("/user/gallery/gallery-images/", {
      headers: bearer(member),
      multipart: {
        description,
        image: { name: "figure.png", mimeType: "image/png", buffer: solidPng(640, 400, [0x3b, 0x82, 0xf6]) },
      },
    }),
  );
}

export async function postVideo(request: APIRequestContext, member: Member, description: string): Promise<Created> {
  return posted(
    await request.post("/user/videos/video/", {
      headers: bearer(member),
      multipart: { description, video: testFile("talk.mp4") },
    }),
  );
}

export const SAMPLE_CODE = `def fourier(samples):\n    """The discrete Fourier transform."""\n    return [sum(x * w for x, w in zip(samples, row)) for row in basis(len(samples))]\n`;

export async function postCode(request: APIRequestContext, member: Member, title: string): Promise<Created> {
  return posted(
    await request.post("/user/code/code/", {
      headers: bearer(member),
      multipart: {
        title,
        code_of: "Python",
        code: "The discrete Fourier transform in three lines.",
        git_link: "https://github.com/example/fourier",
        media: { name: "fourier.py", mimeType: "text/x-python", buffer: Buffer.from(SAMPLE_CODE) },
      },
    }),
  );
}
