// OAI-PMH errors: answered inside the XML document with status 200, never as HTTP errors.

export type OaiErrorCode =
  | "badVerb"
  | "badArgument"
  | "badResumptionToken"
  | "cannotDisseminateFormat"
  | "idDoesNotExist"
  | "noRecordsMatch";

export class OaiError extends Error {
  constructor(
    readonly code: OaiErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "OaiError";
  }
}

/** After these the request is not echoed: the protocol allows only the base URL then. */
export const requestNotEchoed = (code: OaiErrorCode) => code === "badVerb" || code === "badArgument";
