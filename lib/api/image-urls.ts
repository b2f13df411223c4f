import { env } from '../env';

/** Joins a relative image path from the backend to its configured base; absolute URLs pass through. */
function joinImageUrl(base: string, relative: string): string {
  const rel = relative.trim();
  if (!rel) return '';
  if (/^https?:\/\//i.test(rel)) return rel;
  try {
    return new URL(rel.replace(/^\/+/, ''), base).toString();
  } catch {
    return '';
  }
}

export const propertyImageUrl = (relative: string) => joinImageUrl(env().IMAGE_BASE_URL, relative);
export const agentImageUrl = (relative: string) => joinImageUrl(env().AGENT_IMAGE_BASE_URL, relative);
export const blogImageUrl = (relative: string) => joinImageUrl(env().BLOG_IMAGE_BASE_URL, relative);
