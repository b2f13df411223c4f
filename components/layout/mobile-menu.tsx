import { DialogButton, DialogClose } from '@/components/ui/dialog';
import { CloseIcon } from '@/components/ui/icons/close';
import { MailIcon } from '@/components/ui/icons/mail';
import { MenuIcon } from '@/components/ui/icons/menu';
import { PhoneIcon } from '@/components/ui/icons/phone';
import { Island } from '@/components/ui/island';
import { MobileMenuDialog } from './mobile-menu-dialog';
import type { Dictionary } from '@/lib/i18n/dictionaries/en';
import type { Locale } from '@/lib/i18n/locales';
import { NavLinks } from './nav-links';
import styles from './mobile-menu.module.css';
import { EmailLink } from '@/components/ui/email-link';

const MENU = 'mobile-menu';

/**
 * The mobile side drawer: a modal <dialog> the toggle opens from the HTML alone, so focus stays
 * inside while open, Escape, the close button and a tap beside it close it, and focus returns to
 * the toggle. With scripts it also closes when an item is chosen and on navigation.
 */
export function MobileMenu({
  locale,
  texts,
  labels,
  businessName,
  phone,
  phoneHref,
  email,
}: {
  locale: Locale;
  texts: Dictionary['frame'];
  labels: Dictionary['nav'];
  businessName: string;
  phone: string;
  phoneHref: string;
  email: string;
}) {
  return (
    <>
      {/* the drawer comes first in the HTML: the toggle, shown while the page streams in, always finds it */}
      <Island>
        <MobileMenuDialog id={MENU} className={styles.drawer}>
          <div className={styles.panel}>
            <div className={styles.head}>
              <span className={styles.title}>{businessName}</span>
              <DialogClose dialog={MENU} className={styles.close} autoFocus>
                <CloseIcon size={22} />
                <span className="visually-hidden">{texts.closeMenu}</span>
              </DialogClose>
            </div>
            <nav aria-label={texts.mainMenu}>
              <NavLinks locale={locale} labels={labels} listClassName={styles.list} linkClassName={styles.link} activeClassName={styles.active} emphasisClassName={styles.emphasis} />
            </nav>
            <ul className={styles.contact}>
              <li>
                <a href={phoneHref}>
                  <PhoneIcon size={18} /> {phone}
                </a>
              </li>
              <li>
                <EmailLink email={email} icon={<MailIcon size={18} />} />
              </li>
            </ul>
          </div>
        </MobileMenuDialog>
      </Island>
      <Island>
        <DialogButton dialog={MENU} className={styles.toggle} aria-controls={MENU}>
          <MenuIcon size={24} />
          <span className="visually-hidden">{texts.openMenu}</span>
        </DialogButton>
      </Island>
    </>
  );
}
