// Who is acting. There is no login: the person types a name once (kept in
// local storage) and every write carries it, so the project history can say
// who changed what (docs/architecture/projects.md, "Who").

export const ACTOR_STORAGE_KEY = "fichas_usuario";
export const ANONYMOUS_ACTOR = "anónimo";
export const ACTOR_HEADER = "X-Fichas-Usuario";

/** The name set in this browser, or 'anónimo'. */
export function actorName(): string {
  try {
    return localStorage.getItem(ACTOR_STORAGE_KEY)?.trim() || ANONYMOUS_ACTOR;
  } catch {
    return ANONYMOUS_ACTOR;
  }
}

/** Remembers the name; a blank name goes back to 'anónimo'. */
export function setActorName(name: string) {
  const trimmed = name.trim();
  if (trimmed) localStorage.setItem(ACTOR_STORAGE_KEY, trimmed);
  else localStorage.removeItem(ACTOR_STORAGE_KEY);
}

/** The header every write sends; encoded because header values are ASCII. */
export function actorHeaders(): Record<string, string> {
  return { [ACTOR_HEADER]: encodeURIComponent(actorName()) };
}
