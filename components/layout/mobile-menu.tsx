'use client';

import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';
import { CloseIcon, MailIcon, MenuIcon, PhoneIcon } from '@/components/ui/icons';
import { NavLinks } from './nav-links';
import styles from './mobile-menu.module.css';

/**
 * The mobile side drawer: a modal <dialog>, so focus stays inside while open, Escape closes it and
 * focus returns to the toggle. It also closes on a menu item, on a click outside and on navigation.
 */
export function MobileMenu({
  businessName,
  phone,
  phoneHref,
  email,
  emailHref,
}: {
  businessName: string;
  phone: string;
  phoneHref: string;
  email: string;
  emailHref: string;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const pathname = usePathname();

  const close = () => {
    if (dialog.current?.open) dialog.current.close();
  };
  useEffect(() => {
    if (dialog.current?.open) dialog.current.close();
  }, [pathname]);

  return (
    <>
      <button
        type="button"
        className={styles.toggle}
        aria-haspopup="dialog"
        aria-controls="mobile-menu"
        onClick={() => dialog.current?.showModal()}
      >
        <MenuIcon size={24} />
        <span className="visually-hidden">Open menu</span>
      </button>
      <dialog
        ref={dialog}
        id="mobile-menu"
        className={styles.drawer}
        aria-label="Menu"
        onClick={(e) => {
          // a click on the backdrop lands on the dialog element itself
          if (e.target === e.currentTarget) close();
        }}
      >
        <div className={styles.panel}>
          <div className={styles.head}>
            <span className={styles.title}>{businessName}</span>
            <button type="button" className={styles.close} onClick={close} autoFocus>
              <CloseIcon size={22} />
              <span className="visually-hidden">Close menu</span>
            </button>
          </div>
          <nav aria-label="Main">
            <NavLinks
              listClassName={styles.list}
              linkClassName={styles.link}
              activeClassName={styles.active}
              emphasisClassName={styles.emphasis}
              onNavigate={close}
            />
          </nav>
          <ul className={styles.contact}>
            <li>
              <a href={phoneHref}>
                <PhoneIcon size={18} /> {phone}
              </a>
            </li>
            <li>
              <a href={emailHref}>
                <MailIcon size={18} /> {email}
              </a>
            </li>
          </ul>
        </div>
      </dialog>
    </>
  );
}
