import { Fragment, type ReactNode } from 'react';
import { templateParts } from '@/lib/i18n/format';

/** A dictionary sentence with elements (links) in its placeholders, in the order its language puts them. */
export function TemplateText({ template, slots }: { template: string; slots: Readonly<Record<string, ReactNode>> }) {
  return templateParts(template).map((part, i) => <Fragment key={i}>{typeof part === 'string' ? part : slots[part.slot]}</Fragment>);
}
