import { type IconProps, Brand } from './icon';

export const LinkedInIcon = (p: IconProps) => (
  <Brand {...p} d="M6.9 8.6H3.6V20h3.3V8.6ZM5.3 3.5a1.9 1.9 0 1 0 0 3.8 1.9 1.9 0 0 0 0-3.8ZM20.5 13.7c0-3.1-.7-5.4-4.3-5.4-1.7 0-2.9.9-3.3 1.8V8.6H9.7V20H13v-5.6c0-1.5.3-2.9 2.1-2.9s1.8 1.7 1.8 3V20h3.4l.2-6.3Z" />
);
