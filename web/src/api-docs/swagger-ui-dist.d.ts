// swagger-ui-dist ships no types; only what main.ts calls.
declare module "swagger-ui-dist" {
  export function SwaggerUIBundle(options: { url: string; dom_id: string; deepLinking?: boolean }): unknown;
}
