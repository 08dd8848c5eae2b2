import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMember } from "../../test/factories.js";
import { oaiSchemaErrors, readOai } from "../../test/oai-schema.js";
import { buildPublication } from "../../test/publication-factories.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

const HOST = "scholarly.example.org";

let t: TestApp;
let author: Awaited<ReturnType<typeof buildMember>>;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: `https://${HOST}`, MAIL_FROM: "Scholarly <oai-admin@scholarly.example.org>" });
  author = await buildMember(t, { name: "Ada Lovelace" });
});
afterAll(() => t.close());

/** Asks the repository and checks the answer against the OAI-PMH schemas before anything else. */
async function harvest(query: string, method: "GET" | "POST" = "GET") {
  const response =
    method === "GET"
      ? await t.app.inject({ method, url: `/oai?${query}` })
      : await t.app.inject({
          method,
          url: "/oai",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          payload: query,
        });
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toBe("text/xml; charset=utf-8");
  expect(await oaiSchemaErrors(response.body)).toEqual([]);
  return { body: response.body, oai: readOai(response.body) };
}

const identifierOf = (id: number) => `oai:${HOST}:publication/${id}`;

describe("a harvester identifying the repository", () => {
  it("learns its name, base URL, admin e-mail, earliest datestamp and deletion policy", async () => {
    await buildPublication(t, { user_id: author.user.id });
    const { oai } = await harvest("verb=Identify");
    expect(oai.request).toEqual({ "#text": `https://${HOST}/oai`, verb: "Identify" });
    expect(oai.Identify).toMatchObject({
      repositoryName: "Scholarly",
      baseURL: `https://${HOST}/oai`,
      protocolVersion: "2.0",
      adminEmail: "oai-admin@scholarly.example.org",
      deletedRecord: "persistent",
      granularity: "YYYY-MM-DDThh:mm:ssZ",
      description: { "oai-identifier": { repositoryIdentifier: HOST, sampleIdentifier: identifierOf(1) } },
    });
    const earliest = await t.db
      .selectFrom("publications")
      .select((eb) => eb.fn.min("updated_at").as("at"))
      .executeTakeFirstOrThrow();
    expect(oai.Identify.earliestDatestamp).toBe(`${(earliest.at as Date).toISOString().slice(0, 19)}Z`);
  });

  it("gets the same answer by POST with a form body", async () => {
    const get = await harvest("verb=Identify");
    const post = await harvest("verb=Identify", "POST");
    expect(post.oai.Identify).toEqual(get.oai.Identify);
  });

  it("is told the base URL of the request's origin when PUBLIC_URL is not set", async () => {
    const local = await createTestApp();
    try {
      const response = await local.app.inject({ method: "GET", url: "/oai?verb=Identify" });
      expect(await oaiSchemaErrors(response.body)).toEqual([]);
      expect(readOai(response.body).Identify.baseURL).toBe("http://localhost:80/oai");
    } finally {
      await local.close();
    }
  });
});

describe("a harvester listing formats and sets", () => {
  it("is offered oai_dc", async () => {
    const { oai } = await harvest("verb=ListMetadataFormats");
    expect(oai.ListMetadataFormats.metadataFormat).toEqual({
      metadataPrefix: "oai_dc",
      schema: "http://www.openarchives.org/OAI/2.0/oai_dc.xsd",
      metadataNamespace: "http://www.openarchives.org/OAI/2.0/oai_dc/",
    });
    const publication = await buildPublication(t, { user_id: author.user.id });
    const forOne = await harvest(`verb=ListMetadataFormats&identifier=${identifierOf(publication.id)}`);
    expect(forOne.oai.ListMetadataFormats.metadataFormat.metadataPrefix).toBe("oai_dc");
  });

  it("finds one set per publication type under 'type'", async () => {
    const { oai } = await harvest("verb=ListSets");
    expect(oai.ListSets.set).toHaveLength(24);
    expect(oai.ListSets.set).toContainEqual({ setSpec: ["type"], setName: "Publication types" });
    expect(oai.ListSets.set).toContainEqual({ setSpec: ["type:article"], setName: "Article" });
    expect(oai.ListSets.set).toContainEqual({ setSpec: ["type:conference-paper"], setName: "Conference paper" });
    expect(oai.ListSets.set).toContainEqual({ setSpec: ["type:negative-results"], setName: "Negative results" });
  });
});

describe("a harvester getting one record", () => {
  it("reads its Dublin Core, with every value escaped", async () => {
    const publication = await buildPublication(t, {
      user_id: author.user.id,
      title: `Engines & <gears> "quoted" 'single' ]]> \u0001bell`,
      author: "Ada Lovelace, Ludwig van Beethoven",
      publication_date: "1843-09-01",
      publication_type: "conference paper",
      doi: "10.5555/engines&gears",
      abstract: "We show that a < b && c > d.",
    });
    const { body, oai } = await harvest(
      `verb=GetRecord&identifier=${identifierOf(publication.id)}&metadataPrefix=oai_dc`,
    );
    expect(body).toContain("Engines &amp; &lt;gears&gt;");
    const { header, metadata } = oai.GetRecord.record[0];
    expect(header).toEqual([
      {
        identifier: identifierOf(publication.id),
        datestamp: `${publication.updated_at.toISOString().slice(0, 19)}Z`,
        setSpec: ["type:conference-paper"],
      },
    ]);
    expect(metadata["oai_dc:dc"]).toMatchObject({
      "dc:title": `Engines & <gears> "quoted" 'single' ]]> bell`,
      "dc:creator": ["Lovelace, Ada", "van Beethoven, Ludwig"],
      "dc:description": "We show that a < b && c > d.",
      "dc:date": "1843-09-01",
      "dc:type": "info:eu-repo/semantics/conferenceObject",
      "dc:identifier": [
        "https://doi.org/10.5555/engines&gears",
        `https://${HOST}/post/${publication.id}?type=publication`,
      ],
    });
  });

  it("reads dc:date as only what is known of the date: 2021 or 2021-03", async () => {
    const dc = async (publication_date: string, publication_date_precision: "year" | "month") => {
      const { id } = await buildPublication(t, {
        user_id: author.user.id,
        publication_date,
        publication_date_precision,
      });
      const { oai } = await harvest(`verb=GetRecord&identifier=${identifierOf(id)}&metadataPrefix=oai_dc`);
      return oai.GetRecord.record[0].metadata["oai_dc:dc"];
    };

    expect(String((await dc("2021-01-01", "year"))["dc:date"])).toBe("2021");
    expect((await dc("2021-03-01", "month"))["dc:date"]).toBe("2021-03");
  });

  it("moves the datestamp when only the precision of the date changes", async () => {
    const publication = await buildPublication(t, { user_id: author.user.id, publication_date: "2021-03-01" });
    await t.db
      .updateTable("publications")
      .set({ updated_at: "2020-01-01T00:00:00Z" })
      .where("id", "=", publication.id)
      .execute();

    const narrowed = await t.db
      .updateTable("publications")
      .set({ publication_date_precision: "month" })
      .where("id", "=", publication.id)
      .returning("updated_at")
      .executeTakeFirstOrThrow();

    expect(narrowed.updated_at.getTime()).toBeGreaterThan(Date.parse("2020-01-01T00:00:00Z"));
  });

  it("follows the OpenAIRE guidelines: eu-repo type and open access, the PDF's URL and format, licence URL", async () => {
    const publication = await buildPublication(t, {
      user_id: author.user.id,
      publication_type: "chapter",
      isbn: "9780306406157",
      license: "CC-BY-4.0",
      upload_mode: "public",
      upload_document: "documents/chapter.pdf",
    });
    const { oai } = await harvest(`verb=GetRecord&identifier=${identifierOf(publication.id)}&metadataPrefix=oai_dc`);
    const dc = oai.GetRecord.record[0].metadata["oai_dc:dc"];
    expect(dc["dc:type"]).toBe("info:eu-repo/semantics/bookPart");
    expect(dc["dc:format"]).toBe("application/pdf");
    expect(dc["dc:identifier"]).toEqual([
      `https://${HOST}/post/${publication.id}?type=publication`,
      "urn:isbn:9780306406157",
      `https://${HOST}/media/documents/chapter.pdf`,
    ]);
    expect(dc["dc:rights"]).toEqual([
      "info:eu-repo/semantics/openAccess",
      "https://creativecommons.org/licenses/by/4.0/",
    ]);
  });

  it.each([
    ["thesis", "doctoralThesis"],
    ["technical report", "report"],
    ["preprint", "preprint"],
    ["data", "other"],
    ["presentation", "lecture"],
  ])("types a %s as info:eu-repo/semantics/%s", async (kind, euRepo) => {
    const publication = await buildPublication(t, { user_id: author.user.id, publication_type: kind });
    const { oai } = await harvest(`verb=GetRecord&identifier=${identifierOf(publication.id)}&metadataPrefix=oai_dc`);
    expect(oai.GetRecord.record[0].metadata["oai_dc:dc"]["dc:type"]).toBe(`info:eu-repo/semantics/${euRepo}`);
  });

  it("marks a metadata-only work closed access, with no format and no file identifier", async () => {
    const publication = await buildPublication(t, {
      user_id: author.user.id,
      doi: "10.1000/closed",
      upload_mode: "none",
      upload_document: null,
    });
    const { oai } = await harvest(`verb=GetRecord&identifier=${identifierOf(publication.id)}&metadataPrefix=oai_dc`);
    const dc = oai.GetRecord.record[0].metadata["oai_dc:dc"];
    expect(dc["dc:format"]).toBeUndefined();
    expect(dc["dc:identifier"]).toEqual([
      "https://doi.org/10.1000/closed",
      `https://${HOST}/post/${publication.id}?type=publication`,
    ]);
    expect(dc["dc:rights"]).toEqual(["info:eu-repo/semantics/closedAccess"]);
  });

  it.each([
    [
      "eng",
      "Analytical engines and the mechanical computation of numbers",
      "We show that engines compute the numbers of Bernoulli.",
    ],
    [
      "deu",
      "Über die Berechnung der Bernoulli-Zahlen mit analytischen Maschinen",
      "Wir zeigen, dass Maschinen rechnen.",
    ],
    ["rus", "Об аналитических машинах и вычислении чисел Бернулли", "Мы показываем, что машины вычисляют."],
    ["jpn", "解析機関によるベルヌーイ数の計算について", "機関が計算することを示す。"],
  ])("names the language of a work in %s as its ISO 639-3 code", async (language, title, abstract) => {
    const publication = await buildPublication(t, { user_id: author.user.id, title, abstract });
    const { oai } = await harvest(`verb=GetRecord&identifier=${identifierOf(publication.id)}&metadataPrefix=oai_dc`);
    expect(oai.GetRecord.record[0].metadata["oai_dc:dc"]["dc:language"]).toBe(language);
  });

  it("names no language when the title and abstract are too short to tell", async () => {
    const publication = await buildPublication(t, {
      user_id: author.user.id,
      title: "Findings",
      abstract: "What we found.",
    });
    const { oai } = await harvest(`verb=GetRecord&identifier=${identifierOf(publication.id)}&metadataPrefix=oai_dc`);
    expect(oai.GetRecord.record[0].metadata["oai_dc:dc"]["dc:language"]).toBeUndefined();
  });

  it("never shows a private document: restricted access, no file URL; a public version of 'both' is open", async () => {
    const secret = await buildPublication(t, {
      user_id: author.user.id,
      upload_mode: "private",
      upload_document: "documents/secret-only.pdf",
    });
    const both = await buildPublication(t, {
      user_id: author.user.id,
      upload_mode: "both",
      upload_document: "documents/open-version.pdf",
      private_document: "documents/secret-version.pdf",
    });
    const { body, oai } = await harvest("verb=ListRecords&metadataPrefix=oai_dc");
    expect(body).not.toContain("secret-only");
    expect(body).not.toContain("secret-version");
    const dcOf = (id: number) =>
      oai.ListRecords.record.find(
        (record: { header: { identifier: string }[] }) => record.header[0]?.identifier === identifierOf(id),
      ).metadata["oai_dc:dc"];
    expect(dcOf(secret.id)["dc:rights"]).toEqual(["info:eu-repo/semantics/restrictedAccess"]);
    expect(dcOf(secret.id)["dc:format"]).toBeUndefined();
    expect(dcOf(both.id)["dc:rights"]).toEqual(["info:eu-repo/semantics/openAccess"]);
    expect(dcOf(both.id)["dc:identifier"]).toContain(`https://${HOST}/media/documents/open-version.pdf`);
  });

  it("finds a deleted publication as a header marked deleted", async () => {
    const publication = await buildPublication(t, { user_id: author.user.id, publication_type: "preprint" });
    await t.db.deleteFrom("publications").where("id", "=", publication.id).execute();
    const { oai } = await harvest(`verb=GetRecord&identifier=${identifierOf(publication.id)}&metadataPrefix=oai_dc`);
    const [record] = oai.GetRecord.record;
    expect(record.metadata).toBeUndefined();
    expect(record.header[0]).toMatchObject({
      status: "deleted",
      identifier: identifierOf(publication.id),
      setSpec: ["type:preprint"],
    });
  });
});

describe("a harvester making a mistake", () => {
  /** The one error of an answer, and the request as it was echoed. */
  async function errorOf(query: string, method: "GET" | "POST" = "GET") {
    const { oai } = await harvest(query, method);
    expect(oai.error).toHaveLength(1);
    return { code: oai.error[0].code, request: oai.request };
  }

  it.each(["", "verb=Harvest", "verb=Identify&verb=Identify", "verb=identify"])(
    "answers badVerb to %j, echoing only the base URL",
    async (query) => {
      expect(await errorOf(query)).toEqual({ code: "badVerb", request: `https://${HOST}/oai` });
    },
  );

  it.each([
    "verb=Identify&metadataPrefix=oai_dc",
    "verb=ListRecords",
    "verb=ListRecords&metadataPrefix=oai_dc&metadataPrefix=oai_dc",
    "verb=ListRecords&metadataPrefix=oai_dc&from=2024-13-01",
    "verb=ListRecords&metadataPrefix=oai_dc&from=2024-02-30",
    "verb=ListRecords&metadataPrefix=oai_dc&from=yesterday",
    "verb=ListRecords&metadataPrefix=oai_dc&from=2024-01-01&until=2024-02-01T00:00:00Z",
    "verb=ListRecords&metadataPrefix=oai_dc&from=2024-02-01&until=2024-01-01",
    "verb=ListIdentifiers&metadataPrefix=oai_dc&resumptionToken=abc",
    "verb=GetRecord&metadataPrefix=oai_dc",
    "verb=ListRecords&metadataPrefix=oai%20dc",
    "verb=ListRecords&metadataPrefix=oai_dc&from=0000-01-01",
    "verb=ListIdentifiers&metadataPrefix=oai_dc&until=0000-12-31T23:59:59Z",
  ])("answers badArgument to %j, echoing only the base URL", async (query) => {
    expect(await errorOf(query)).toEqual({ code: "badArgument", request: `https://${HOST}/oai` });
  });

  it("answers badArgument to a repeated argument sent by POST", async () => {
    expect((await errorOf("verb=ListSets&resumptionToken=a&resumptionToken=b", "POST")).code).toBe("badArgument");
  });

  it("answers cannotDisseminateFormat for a format other than oai_dc, echoing the request", async () => {
    const publication = await buildPublication(t, { user_id: author.user.id });
    const identifier = identifierOf(publication.id);
    const { code, request } = await errorOf(`verb=GetRecord&identifier=${identifier}&metadataPrefix=marc21`);
    expect({ code, request }).toEqual({
      code: "cannotDisseminateFormat",
      request: { "#text": `https://${HOST}/oai`, verb: "GetRecord", identifier, metadataPrefix: "marc21" },
    });
    expect((await errorOf("verb=ListRecords&metadataPrefix=marc21")).code).toBe("cannotDisseminateFormat");
  });

  it.each([
    `verb=GetRecord&identifier=oai:${HOST}:publication/987654&metadataPrefix=oai_dc`,
    "verb=GetRecord&identifier=oai:elsewhere.org:publication/1&metadataPrefix=oai_dc",
    `verb=GetRecord&identifier=oai:${HOST}:image/1&metadataPrefix=oai_dc`,
    `verb=ListMetadataFormats&identifier=oai:${HOST}:publication/987654`,
  ])("answers idDoesNotExist to %j", async (query) => {
    expect((await errorOf(query)).code).toBe("idDoesNotExist");
  });

  it.each([
    "verb=ListRecords&metadataPrefix=oai_dc&until=1990-01-01",
    "verb=ListIdentifiers&metadataPrefix=oai_dc&set=type:no-such-kind",
  ])("answers noRecordsMatch to %j", async (query) => {
    expect((await errorOf(query)).code).toBe("noRecordsMatch");
  });

  /** A token as the repository writes one, with some of its parts changed. */
  const forgedToken = (changes: Record<string, unknown>) =>
    Buffer.from(
      JSON.stringify({ metadataPrefix: "oai_dc", afterId: 1, cursor: 100, completeListSize: 300, ...changes }),
    ).toString("base64url");

  it.each([
    "not-a-token",
    Buffer.from('{"foo":1}').toString("base64url"),
    forgedToken({ afterId: 2_147_483_648 }),
    forgedToken({ from: "0000-01-01" }),
  ])("answers badResumptionToken to %j", async (token) => {
    expect((await errorOf(`verb=ListRecords&resumptionToken=${token}`)).code).toBe("badResumptionToken");
    expect((await errorOf(`verb=ListIdentifiers&resumptionToken=${token}`)).code).toBe("badResumptionToken");
    expect((await errorOf(`verb=ListSets&resumptionToken=${token}`)).code).toBe("badResumptionToken");
  });
});
