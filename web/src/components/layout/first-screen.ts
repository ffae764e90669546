// The first screen painted before any script runs (issue 24: Lighthouse's
// LCP ≤ 1.5 s on a slow phone). The build writes into index.html a static
// copy of the application's frame and of the heading of each screen below
// (`firstScreenHtml`, by vite.config.ts), and `public/theme-init.js` names
// the address on <html>, so the stylesheet shows the heading of the screen
// asked for, and only that, in the first paint; the page's largest text is
// that heading or its description. React renders into a hidden #root, and
// `ShowApp` (first-screen-swap.tsx) swaps the two in the commit that renders
// the screen.
//
// The pages print their heading from the same table, so the copy never says
// something else than the screen.

type FirstScreen = {
  title: string;
  description: string;
  /** The page's own wrapper and heading block classes (the same layout, so nothing moves on the swap). */
  wrapper: string;
  heading: string;
  /** The copy is not shown when the query string contains this (the editor of a saved project is titled otherwise). */
  unlessQuery?: string;
};

export const FIRST_SCREENS = {
  "/nuevo": {
    title: "Nuevo Proyecto",
    description: "Configure el equipo, calcule sus capacidades y guarde el proyecto.",
    wrapper: "mx-auto max-w-6xl space-y-6",
    heading: "space-y-1",
    unlessQuery: "edit=",
  },
  "/biblioteca": {
    title: "Biblioteca de Equipos",
    description: "Compresores, condensadores e intercambiadores de placas.",
    wrapper: "space-y-4",
    heading: "",
  },
  "/proyectos": {
    title: "Proyectos Guardados",
    description: "Busque, edite, duplique o exporte sus proyectos, y consulte su historial.",
    wrapper: "space-y-4",
    heading: "",
  },
  "/configuracion": {
    title: "Configuración de la Empresa",
    description: "Datos de contacto que se imprimen en las fichas técnicas.",
    wrapper: "space-y-4",
    heading: "",
  },
} satisfies Record<string, FirstScreen>;

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The rules that show the copy of the screen at `html[data-path]` and hide
 * #root while it shows, and the frame with every screen's heading: the same
 * classes as AppShell (header h-14, content p-4 md:p-6, the sidebar's width
 * from md up) and the pages. Hidden from assistive technology: the real page
 * replaces it. */
export function firstScreenHtml(): { style: string; body: string } {
  const screens = Object.entries(FIRST_SCREENS) as [string, FirstScreen][];
  const style = [
    "#shell,[data-shell-for]{display:none}",
    ...screens.map(([path, s]) => {
      const at = `html[data-path="${path}"]${s.unlessQuery ? `:not([data-query*="${s.unlessQuery}"])` : ""}`;
      return `${at} #shell{display:flex}${at} #root{display:none}${at} [data-shell-for="${path}"]{display:block}`;
    }),
  ].join("");
  const headings = screens
    .map(
      ([path, s]) =>
        `<div data-shell-for="${path}" class="${s.wrapper}"><div class="${s.heading}">` +
        `<h1 class="text-2xl font-bold">${escape(s.title)}</h1><p class="text-muted-foreground">${escape(s.description)}</p></div></div>`,
    )
    .join("");
  const body =
    `<div id="shell" class="min-h-svh w-full" aria-hidden="true">` +
    `<div class="hidden w-[16rem] shrink-0 border-r bg-sidebar md:block"></div>` +
    `<div class="flex min-h-svh min-w-0 flex-1 flex-col bg-background">` +
    `<div class="h-14 shrink-0 border-b"></div><div class="flex-1 p-4 md:p-6">${headings}</div></div></div>`;
  return { style, body };
}

/** Removes the static first screen and shows the application (idempotent). */
export function showApp() {
  document.getElementById("shell")?.remove();
  delete document.documentElement.dataset.path;
  delete document.documentElement.dataset.query;
}
