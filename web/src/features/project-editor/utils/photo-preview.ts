/** Where a stored photo is previewed (app-and-projects.md section 7): the
 * stored path when it begins with /objects/, else /api/objects/public/{last segment}. */
export function photoPreviewUrl(stored: string): string | null {
  const path = stored.trim();
  if (!path) return null;
  if (path.startsWith("/objects/")) return path;
  const segment = path.split(/[?#]/)[0].split("/").filter(Boolean).pop();
  return segment ? `/api/objects/public/${segment}` : null;
}
