import Link from 'next/link';
import { env } from '@/lib/env';
import { socialLinks } from '@/lib/business';
import { mailtoHref, telHref } from '@/lib/contact-links';
import { FOOTER_LOCATIONS, PROPERTY_TYPE_LANDINGS } from '@/lib/landing-pages';
import { landingPath, commercialsPath, residentialsPath } from '@/lib/routes';
import { humanCheckConfig } from '@/components/forms/form-config';
import { MailIcon, PhoneIcon, PinIcon } from '@/components/ui/icons';
import { ChatLink } from './chat-link';
import { Logo } from './logo';
import { NewsletterForm } from '@/components/forms/newsletter/newsletter-form';
import { SocialLinks } from './social-links';
import styles from './site-footer.module.css';

/** The footer's property types: the most searched of the 16. */
const FOOTER_TYPES = PROPERTY_TYPE_LANDINGS.slice(0, 8);

const ABOUT = [
  { href: '/', label: 'Home' },
  { href: '/company', label: 'Company' },
  { href: '/career', label: 'Careers' },
  { href: '/contact', label: 'Contact Us' },
];
const QUICK = [
  { href: residentialsPath, label: 'Residential Properties' },
  { href: commercialsPath, label: 'Commercial Properties' },
];

function LinkList({ title, links }: { title: string; links: { href: string; label: string }[] }) {
  return (
    <nav aria-label={title} className={styles.column}>
      <h2 className={styles.heading}>{title}</h2>
      <ul className={styles.links}>
        {links.map((l) => (
          <li key={l.href}>
            <Link href={l.href}>{l.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  const e = env();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid} render-near-view`}>
        <section className={styles.brand} aria-labelledby="footer-contact">
          <Logo name={e.BUSINESS_NAME} inverted />
          <p className={styles.about}>
            Independent, multilingual agents helping you buy and sell homes and commercial property across Malta and
            Gozo.
          </p>
          <h2 id="footer-contact" className="visually-hidden">
            Contact
          </h2>
          <address className={styles.contact}>
            <p>
              <PinIcon size={18} />
              <span>
                {e.BUSINESS_STREET}, {e.BUSINESS_LOCALITY} {e.BUSINESS_POSTCODE}, Malta
              </span>
            </p>
            <p>
              <PhoneIcon size={18} />
              <a href={telHref(e.BUSINESS_PHONE)}>{e.BUSINESS_PHONE}</a>
            </p>
            <p>
              <MailIcon size={18} />
              <a href={mailtoHref(e.BUSINESS_EMAIL)}>{e.BUSINESS_EMAIL}</a>
            </p>
          </address>
          <SocialLinks links={socialLinks(e)} tone="dark" />
        </section>

        <LinkList title="Properties" links={FOOTER_TYPES.map((t) => ({ href: landingPath(t.slug), label: t.label }))} />
        <LinkList title="Locations" links={FOOTER_LOCATIONS.map((l) => ({ href: landingPath(l.slug), label: l.label }))} />
        <div className={styles.stack}>
          <LinkList title="About Us" links={ABOUT} />
          <LinkList title="Quick Links" links={QUICK} />
        </div>

        <section className={styles.newsletter} aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className={styles.heading}>
            Newsletter
          </h2>
          <p className={styles.about}>New listings and Malta property news, straight to your inbox.</p>
          <NewsletterForm humanCheck={humanCheckConfig()} />
        </section>
      </div>
      <div className={`${styles.bottom} render-near-view`}>
        <div className={`container ${styles.bottomInner}`}>
          <p>
            © {new Date().getFullYear()} {e.BUSINESS_NAME}. All rights reserved.
          </p>
          <p>Property for sale in Malta &amp; Gozo</p>
        </div>
      </div>
      {/* fixed at the bottom right of the window, inside the footer landmark */}
      <ChatLink phone={e.BUSINESS_PHONE} />
    </footer>
  );
}
