import Link from '@/components/ui/link';
import { env } from '@/lib/env';
import { socialLinks } from '@/lib/business';
import { telHref } from '@/lib/contact-links';
import { FOOTER_LOCATIONS, PROPERTY_TYPE_LANDINGS } from '@/lib/landing-pages';
import { landingPath, commercialsPath, residentialsPath } from '@/lib/routes';
import { fill } from '@/lib/i18n/format';
import { pageLanguage } from '@/lib/i18n/server';
import { landingTypeLabel, placeLabel } from '@/lib/i18n/labels';
import { humanCheckConfig } from '@/components/forms/form-config';
import { MailIcon } from '@/components/ui/icons/mail';
import { PhoneIcon } from '@/components/ui/icons/phone';
import { PinIcon } from '@/components/ui/icons/pin';
import { ChatLink } from './chat-link';
import { Logo } from './logo';
import { newsletterMessages } from '@/lib/forms/messages';
import { NewsletterForm } from '@/components/forms/newsletter/newsletter-form';
import { SocialLinks } from './social-links';
import styles from './site-footer.module.css';
import { EmailLink } from '@/components/ui/email-link';

/** The footer's property types: the most searched of the 16. */
const FOOTER_TYPES = PROPERTY_TYPE_LANDINGS.slice(0, 8);


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

export async function SiteFooter() {
  const e = env();
  const { t, href } = await pageLanguage();
  const about = [
    { href: href('/'), label: t.nav.home },
    { href: href('/company'), label: t.footer.company },
    { href: href('/career'), label: t.nav.careers },
    { href: href('/contact'), label: t.nav.contact },
  ];
  const quick = [
    { href: href(residentialsPath), label: t.footer.residentialProperties },
    { href: href(commercialsPath), label: t.footer.commercialProperties },
  ];
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid} render-near-view`}>
        <section className={styles.brand} aria-labelledby="footer-contact">
          <Logo name={e.BUSINESS_NAME} href={href('/')} inverted />
          <p className={styles.about}>{t.footer.about}</p>
          <h2 id="footer-contact" className="visually-hidden">
            {t.footer.contact}
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
              <EmailLink email={e.BUSINESS_EMAIL} />
            </p>
          </address>
          <SocialLinks links={socialLinks(e)} tone="dark" />
        </section>

        <LinkList
          title={t.footer.properties}
          links={FOOTER_TYPES.map((l) => ({ href: href(landingPath(l.slug)), label: landingTypeLabel(t, l) }))}
        />
        <LinkList
          title={t.footer.locations}
          links={FOOTER_LOCATIONS.map((l) => ({ href: href(landingPath(l.slug)), label: placeLabel(t, l) }))}
        />
        <div className={styles.stack}>
          <LinkList title={t.footer.aboutUs} links={about} />
          <LinkList title={t.footer.quickLinks} links={quick} />
        </div>

        {/* only where the agency takes sign-ups, as contact messages (lib/env.ts, NEWSLETTER_VIA_CONTACT) */}
        {e.NEWSLETTER_VIA_CONTACT ? (
          <section className={styles.newsletter} aria-labelledby="footer-newsletter">
            <h2 id="footer-newsletter" className={styles.heading}>
              {t.footer.newsletter}
            </h2>
            <p className={styles.about}>{t.footer.newsletterLead}</p>
            <NewsletterForm humanCheck={humanCheckConfig(t)} texts={t.newsletter} messages={newsletterMessages(t.formMessages)} />
          </section>
        ) : null}
      </div>
      <div className={`${styles.bottom} render-near-view`}>
        <div className={`container ${styles.bottomInner}`}>
          <p>{fill(t.footer.rights, { year: new Date().getFullYear(), name: e.BUSINESS_NAME })}</p>
          <p>{t.frame.tagline}</p>
        </div>
      </div>
      {/* fixed at the bottom right of the window, inside the footer landmark */}
      <ChatLink phone={e.BUSINESS_PHONE} label={t.frame.chat} linkText={t.frame.chatLink} />
    </footer>
  );
}
