import { env } from '@/lib/env';
import { telHref } from '@/lib/contact-links';
import { MailIcon } from '@/components/ui/icons/mail';
import { PhoneIcon } from '@/components/ui/icons/phone';
import { Logo } from './logo';
import { NavLinks } from './nav-links';
import { MobileMenu } from './mobile-menu';
import { ShortlistLink } from '@/components/shortlist/shortlist-link';
import { Island } from '@/components/ui/island';
import { pageLanguage } from '@/lib/i18n/server';
import { LanguageSwitch } from './language-switch';
import styles from './site-header.module.css';
import { EmailLink } from '@/components/ui/email-link';

/**
 * The header: a contact strip that scrolls away, then the bar with the logo and the main menu,
 * which stays at the top of the window (CSS sticky, no script). Below 1024 px the menu moves into
 * the drawer. The shortlist link with its count sits beside the menu at every width. Its parts are
 * islands (components/ui/island.tsx): a tap on the menu button while the page hydrates waits for
 * none of the menu's links. The language switch sits beside the shortlist at every width.
 */
export async function SiteHeader() {
  const e = env();
  const { locale, t, href } = await pageLanguage();
  const phoneHref = telHref(e.BUSINESS_PHONE);
  return (
    <header className={styles.header}>
      <div className={styles.strip}>
        <div className={`container ${styles.stripInner}`}>
          <p className={styles.tagline}>{t.frame.tagline}</p>
          <a href={phoneHref}>
            <PhoneIcon size={16} /> {e.BUSINESS_PHONE}
          </a>
          <EmailLink email={e.BUSINESS_EMAIL} icon={<MailIcon size={16} />} />
        </div>
      </div>
      <div className={styles.bar}>
        <div className={`container ${styles.inner}`}>
          <Island>
            <Logo name={e.BUSINESS_NAME} href={href('/')} />
            <nav aria-label={t.frame.mainMenu} className={styles.nav}>
              <NavLinks
                locale={locale}
                labels={t.nav}
                listClassName={styles.list}
                linkClassName={styles.link}
                activeClassName={styles.active}
                emphasisClassName={styles.emphasis}
              />
            </nav>
          </Island>
          <div className={styles.tools}>
            <Island>
              <LanguageSwitch locale={locale} label={t.frame.languages} />
            </Island>
            <Island>
              <ShortlistLink href={href('/shortlist')} label={t.frame.shortlist} saved={t.frame.shortlistSaved} changed={t.frame.shortlistChanged} />
            </Island>
            <MobileMenu
              locale={locale}
              texts={t.frame}
              labels={t.nav}
              businessName={e.BUSINESS_NAME}
              phone={e.BUSINESS_PHONE}
              phoneHref={phoneHref}
              email={e.BUSINESS_EMAIL}
            />
          </div>
        </div>
      </div>
    </header>
  );
}
