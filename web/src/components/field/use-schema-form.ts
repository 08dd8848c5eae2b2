// The signed-in forms' one approach: react-hook-form validated by a contract schema. Problems appear on submit and
// clear as each field becomes valid; the submit handler gets the values as typed, which is what the endpoint takes in.
// A refused submit brings the first field with a problem (in page order) into view and focuses it.
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId } from "react";
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  useForm,
} from "react-hook-form";
import type { z } from "zod";

export interface FormWording<Values extends FieldValues> {
  /** The product's message for a field left empty, where its wording differs from the contract's check. */
  whenEmpty?: Partial<Record<Path<Values>, string>>;
}

export function useSchemaForm<Schema extends z.ZodType<unknown, FieldValues>>(
  schema: Schema,
  defaultValues: DefaultValues<z.input<Schema>>,
  wording: FormWording<z.input<Schema>> = {},
) {
  const form = useForm<z.input<Schema>, unknown, z.input<Schema>>({
    resolver: worded(zodResolver(schema, undefined, { raw: true }), wording),
    defaultValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
    // react-hook-form would focus in the order fields were registered, and without scrolling past a sticky header.
    shouldFocusError: false,
  });
  const { submitCount, errors } = form.formState;
  // Once per submit, after the problems are on screen (the fields are marked invalid by then).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of problems while typing must not move focus
  useEffect(() => {
    if (submitCount > 0) revealFirstProblem(errors);
  }, [submitCount]);
  return form;
}

/** The control a problem is about: the element registered for it, else (a controlled field) the one named so. */
function controlOf(name: string, ref: unknown): HTMLElement | null {
  if (ref instanceof HTMLElement) return ref;
  return document.getElementsByName(name)[0] ?? null;
}

/** Scrolls the first control with a problem, in page order, to the middle of the screen and focuses it. */
function revealFirstProblem(errors: FieldErrors): void {
  const controls = Object.entries(errors)
    .map(([name, problem]) => controlOf(name, problem && "ref" in problem ? problem.ref : undefined))
    .filter((control): control is HTMLElement => control !== null);
  const first = controls.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0];
  if (!first) return;
  first.scrollIntoView?.({ block: "center" });
  first.focus({ preventScroll: true });
}

function worded<Values extends FieldValues>(
  resolver: Resolver<Values, unknown, Values>,
  { whenEmpty = {} }: FormWording<Values>,
): Resolver<Values, unknown, Values> {
  const rewordings = Object.entries(whenEmpty) as [Path<Values>, string][];
  if (rewordings.length === 0) return resolver;
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    for (const [field, message] of rewordings) {
      const error = result.errors[field];
      const value: unknown = values[field];
      if (error && (value === "" || value === undefined || value === null)) error.message = message;
    }
    return result;
  };
}

/**
 * For forms that show one problem at a time in a FormError (as the public pages do): the message to show, in order
 * the form's own problem (`before`, e.g. no session), the first field's problem, then the server's (`after`); and,
 * per field, the message's id when the message is about that field (see Field's `problemId`).
 */
export function useOneProblem<Values extends FieldValues>(
  errors: FieldErrors<Values>,
  order: readonly Path<Values>[],
  before: string | null,
  after: string | undefined,
) {
  const id = useId();
  const first = before ? undefined : firstProblem(errors, order);
  return {
    id,
    message: before ?? first?.message ?? after,
    problemIdOf: (field: Path<Values>) => (first && errors[field]?.message === first.message ? id : undefined),
  };
}

function firstProblem<Values extends FieldValues>(errors: FieldErrors<Values>, order: readonly Path<Values>[]) {
  for (const field of order) {
    const message = errors[field]?.message;
    if (typeof message === "string") return { field, message };
  }
  return undefined;
}
