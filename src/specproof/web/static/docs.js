// Swagger UI from local files only (the page's CSP forbids inline and remote scripts).
"use strict";
window.addEventListener("DOMContentLoaded", () => {
  window.SwaggerUIBundle({ url: "/openapi.json", dom_id: "#swagger-ui", deepLinking: true });
});
