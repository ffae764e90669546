/** The project screen's search: edit mode when `?edit` holds a project id (app-and-projects.md section 2).
 *
 * Kept apart from the screen's components so the route files can validate
 * the search without importing the editor: the editor then loads in its own
 * chunk (route-level code splitting, issue 24). */
export interface ProjectEditorSearch {
  edit?: string;
}

export const validateProjectEditorSearch = (search: Record<string, unknown>): ProjectEditorSearch =>
  typeof search.edit === "string" && search.edit ? { edit: search.edit } : {};
