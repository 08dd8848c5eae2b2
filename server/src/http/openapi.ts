// The OpenAPI document at /api/docs, generated from the contract's schemas; multipart endpoints list their fields.
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { Endpoint, MultipartForm } from "@scholarly/contract";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { z } from "zod";
import type { App } from "../app-context.js";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The contract declaration a route was registered from. */
    endpoint?: Endpoint;
  }
}

/** A form's text fields and its files (as binary strings), for the documentation only. */
function documentedForm(form: MultipartForm): z.ZodType {
  const files = Object.fromEntries(Object.keys(form.files).map((name) => [name, z.file().optional()]));
  return z.intersection(form.fields, z.object(files));
}

export async function registerOpenApi(app: App): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: "Scholarly API", version: "1.0.0" },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
    },
    transform(input) {
      const form = input.route.config?.endpoint?.multipart;
      if (!form || !input.schema) return jsonSchemaTransform(input);
      return jsonSchemaTransform({ ...input, schema: { ...input.schema, body: documentedForm(form) } });
    },
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });
}
