/** Route parameters read strictly: anything unexpected is "not found", never an error. */

/** An agent id from /agent/{id}: a positive whole number in plain digits. */
export function parseAgentId(raw: string): number | null {
  if (!/^[1-9]\d{0,8}$/.test(raw)) return null;
  return Number(raw);
}

/** A blog slug from /blog/{slug}: decoded, trimmed, 1–200 characters without slashes or controls. */
export function parseBlogSlug(raw: string): string | null {
  let slug: string;
  try {
    slug = decodeURIComponent(raw).trim();
  } catch {
    return null;
  }
  if (slug.length === 0 || slug.length > 200 || /[/\\\u0000-\u001f\u007f]/.test(slug)) return null;
  return slug;
}
