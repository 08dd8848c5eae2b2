// Reads an OAI-PMH request's arguments (from a query string or a form body) and checks them against the
// verb: exactly one legal verb, no unknown or repeated arguments, the required ones present, resumptionToken
// alone, and every value in the shape the protocol's schema gives it.
import { OaiError } from "./oai-errors.js";

const VERB_ARGUMENTS = {
  Identify: { required: [], optional: [], exclusive: undefined },
  ListMetadataFormats: { required: [], optional: ["identifier"], exclusive: undefined },
  ListSets: { required: [], optional: [], exclusive: "resumptionToken" },
  ListIdentifiers: { required: ["metadataPrefix"], optional: ["from", "until", "set"], exclusive: "resumptionToken" },
  ListRecords: { required: ["metadataPrefix"], optional: ["from", "until", "set"], exclusive: "resumptionToken" },
  GetRecord: { required: ["identifier", "metadataPrefix"], optional: [], exclusive: undefined },
} as const satisfies Record<string, { required: string[]; optional: string[]; exclusive: string | undefined }>;

export type Verb = keyof typeof VERB_ARGUMENTS;

export interface OaiRequest {
  verb: Verb;
  /** Every argument but the verb, each given once. */
  args: Record<string, string>;
}

// The value shapes of OAI-PMH.xsd, so that echoing a request in the answer never breaks the schema.
const VALUE_SHAPES: Record<string, RegExp> = {
  metadataPrefix: /^[A-Za-z0-9\-_.!~*'()]+$/,
  set: /^[A-Za-z0-9\-_.!~*'()]+(:[A-Za-z0-9\-_.!~*'()]+)*$/,
  from: /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}Z)?$/,
  until: /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}Z)?$/,
  identifier: /^\S+$/,
};

const isVerb = (verb: string): verb is Verb => Object.hasOwn(VERB_ARGUMENTS, verb);

export function readArguments(params: URLSearchParams): OaiRequest {
  const verbs = params.getAll("verb");
  const verb = verbs[0];
  if (verbs.length !== 1 || verb === undefined || !isVerb(verb)) {
    throw new OaiError("badVerb", "The verb argument is missing, repeated, or not an OAI-PMH verb.");
  }
  const rules = VERB_ARGUMENTS[verb];
  const allowed = new Set<string>([
    ...rules.required,
    ...rules.optional,
    ...(rules.exclusive ? [rules.exclusive] : []),
  ]);
  const args: Record<string, string> = {};
  for (const name of new Set(params.keys())) {
    if (name === "verb") continue;
    if (!allowed.has(name)) throw new OaiError("badArgument", `${verb} does not take the argument ${name}.`);
    const values = params.getAll(name);
    if (values.length > 1) throw new OaiError("badArgument", `The argument ${name} is repeated.`);
    const value = values[0] ?? "";
    const shape = VALUE_SHAPES[name];
    if (value === "" || (shape && !shape.test(value))) {
      throw new OaiError("badArgument", `The value of ${name} is not valid.`);
    }
    args[name] = value;
  }
  if (rules.exclusive && args[rules.exclusive] !== undefined) {
    if (Object.keys(args).length > 1) {
      throw new OaiError("badArgument", `${rules.exclusive} is an exclusive argument: send it alone with the verb.`);
    }
    return { verb, args };
  }
  const missing = rules.required.filter((name) => args[name] === undefined);
  if (missing.length > 0) throw new OaiError("badArgument", `${verb} requires ${missing.join(" and ")}.`);
  return { verb, args };
}
