// The API reference the server serves at /api/docs: Swagger UI, bundled by
// this build (no CDN, no inline script), reading the server's own description.
import { SwaggerUIBundle } from "swagger-ui-dist";
import "swagger-ui-dist/swagger-ui.css";

SwaggerUIBundle({ url: "/api/openapi.json", dom_id: "#swagger-ui", deepLinking: true });
