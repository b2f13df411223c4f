import { env } from '@/lib/env';
import { postalAddressLine, socialLinks } from '@/lib/business';
import { telHref } from '@/lib/contact-links';
import { MailIcon } from '@/components/ui/icons/mail';
import { PhoneIcon } from '@/components/ui/icons/phone';
import { PinIcon } from '@/components/ui/icons/pin';
import { SocialLinks } from '@/components/layout/social-links';
import { pageLanguage } from '@/lib/i18n/server';
import { OfficeMap } from './office-map';
import styles from './address-column.module.css';
import { EmailLink } from '@/components/ui/email-link';

/** The side column of Contact, Company and Careers: address, e-mail, phone, social links and the map. */
export async function AddressColumn() {
  const e = env();
  const { t } = await pageLanguage();
  const address = postalAddressLine(e);
  return (
    <aside className={styles.column} aria-labelledby="address-heading">
      <h2 id="address-heading" className={styles.heading}>
        {t.office.address}
      </h2>
      <address className={styles.lines}>
        <p>
          <PinIcon size={20} />
          <span>
            {e.BUSINESS_NAME}
            <br />
            {e.BUSINESS_STREET}
            <br />
            {e.BUSINESS_LOCALITY} {e.BUSINESS_POSTCODE}, Malta
          </span>
        </p>
        <p>
          <MailIcon size={20} />
          <EmailLink email={e.BUSINESS_EMAIL} />
        </p>
        <p>
          <PhoneIcon size={20} />
          <a href={telHref(e.BUSINESS_PHONE)}>{e.BUSINESS_PHONE}</a>
        </p>
      </address>
      <SocialLinks links={socialLinks(e)} />
      <div className={styles.map}>
        <OfficeMap address={address} apiKey={e.GOOGLE_MAPS_API_KEY} texts={t.office} />
      </div>
    </aside>
  );
}
