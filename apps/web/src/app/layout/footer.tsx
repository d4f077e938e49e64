import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ChatIcon, ChevronDownIcon, MailIcon, PhoneIcon } from '../../components/icons.tsx';
import { telHref, useBrand } from '../../lib/brand.ts';
import { paths } from '../../lib/paths.ts';
import { BrandMark } from './brand-link.tsx';
import { useLanguageSites } from './language-sites.ts';

const heading = 'mb-3 text-xs font-semibold tracking-wider text-slate-400 uppercase';
const link = 'text-sm text-slate-300 hover:text-white';

/**
 * A group of footer links: a heading and its list on a wide screen; on a phone a button that folds
 * the list open and shut, so the footer is a few lines until the buyer wants one group.
 */
function FooterGroup({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="border-b border-white/10 md:border-0" data-testid="footer-group">
      <p className={`${heading} hidden md:block`}>{title}</p>
      <button
        type="button"
        className="flex w-full items-center justify-between py-3 text-left text-sm font-semibold text-slate-200 md:hidden"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {title}
        <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div id={id} className={`${open ? 'block' : 'hidden'} pb-4 md:block md:pb-0`}>
        {children}
      </div>
    </div>
  );
}

/**
 * Partners, social links and support contacts (docs/domain.md S1), all from the vendor's brand, which
 * the owner sets in the back office; a list the vendor left empty is not shown.
 */
export function Footer() {
  const { t } = useTranslation();
  const brand = useBrand();
  const languages = useLanguageSites();
  const contacts = brand?.contacts;
  const social = brand?.social ?? [];
  const partners = brand?.partners ?? [];
  return (
    <footer className="mt-auto bg-ink-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-12 sm:px-6 md:grid-cols-2 md:gap-10 lg:grid-cols-12 lg:px-8">
        <div className="lg:col-span-3">
          <BrandMark brand={brand} />
          <p className="mt-4 max-w-sm text-sm leading-6 text-slate-400">{t('footer.tagline')}</p>
          {social.length > 0 ? <p className={`${heading} mt-6`}>{t('footer.follow')}</p> : null}
          <ul className="flex flex-wrap gap-2">
            {social.map((s) => (
              <li key={`${s.name} ${s.url}`}>
                <a
                  href={s.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex h-8 items-center rounded-full border border-white/15 px-3 text-xs font-medium text-slate-300 hover:border-brand-500 hover:text-white"
                >
                  {s.name}
                </a>
              </li>
            ))}
          </ul>
        </div>

        <div className="grid md:grid-cols-2 md:gap-8 lg:col-span-4">
          <FooterGroup title={t('footer.products')}>
            <ul className="space-y-2">
              <li>
                <Link to={paths.productList} className={link}>
                  {t('nav.product')}
                </Link>
              </li>
              <li>
                <Link to={paths.calculator} className={link}>
                  {t('nav.calculator')}
                </Link>
              </li>
              <li>
                <Link to={paths.bulkOrder} className={link}>
                  {t('nav.bulkOrder')}
                </Link>
              </li>
              <li>
                <Link to={paths.news} className={link}>
                  {t('nav.news')}
                </Link>
              </li>
            </ul>
          </FooterGroup>
          <FooterGroup title={t('footer.support')}>
            <ul className="space-y-2">
              <li>
                <Link to={paths.download} className={link}>
                  {t('footer.download')}
                </Link>
              </li>
              <li>
                <Link to={paths.question} className={link}>
                  {t('footer.faq')}
                </Link>
              </li>
              <li>
                <Link to={paths.searchSn} className={link}>
                  {t('footer.searchSn')}
                </Link>
              </li>
              <li>
                <Link to={paths.supportPolicy} className={link}>
                  {t('footer.supportPolicy')}
                </Link>
              </li>
              <li>
                <Link to={paths.repairGuide} className={link}>
                  {t('footer.repairGuide')}
                </Link>
              </li>
              <li>
                <Link to={paths.orderPolicy} className={link}>
                  {t('footer.orderPolicy')}
                </Link>
              </li>
              <li>
                <Link to={paths.termsOfUse} className={link}>
                  {t('footer.termsOfUse')}
                </Link>
              </li>
            </ul>
          </FooterGroup>
        </div>

        <div className="grid md:col-span-2 md:grid-cols-2 md:gap-8 lg:col-span-5">
          <FooterGroup title={t('footer.contact')}>
            <ul className="space-y-3 text-sm">
              {contacts?.phone ? (
                <li className="flex gap-2">
                  <PhoneIcon className="mt-0.5 size-4 shrink-0 text-brand-400" />
                  <span>
                    <span className="block text-xs text-slate-400">{t('footer.hotline')}</span>
                    <a href={telHref(contacts.phone)} className={link}>
                      {contacts.phone}
                    </a>
                    {contacts.hotlineHours ? (
                      <span className="block text-xs text-slate-400">{contacts.hotlineHours}</span>
                    ) : null}
                  </span>
                </li>
              ) : null}
              {contacts?.email ? (
                <li className="flex gap-2">
                  <MailIcon className="mt-0.5 size-4 shrink-0 text-brand-400" />
                  <a href={`mailto:${contacts.email}`} className={`${link} break-words`}>
                    {contacts.email}
                  </a>
                </li>
              ) : null}
              {contacts && contacts.messaging.length > 0 ? (
                <li className="flex gap-2">
                  <ChatIcon className="mt-0.5 size-4 shrink-0 text-brand-400" />
                  <span className="space-y-1">
                    <span className="block text-xs text-slate-400">{t('footer.messaging')}</span>
                    {contacts.messaging.map((m) => (
                      <a
                        key={`${m.name} ${m.handle}`}
                        href={m.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        className={`${link} block`}
                      >
                        {m.name}: {m.handle}
                      </a>
                    ))}
                  </span>
                </li>
              ) : null}
            </ul>
          </FooterGroup>
          {partners.length > 0 ? (
            <FooterGroup title={t('footer.partners')}>
              <ul className="space-y-2">
                {partners.map((p) => (
                  <li key={`${p.name} ${p.url}`}>
                    <a href={p.url} target="_blank" rel="noopener noreferrer" className={link}>
                      {p.name}
                    </a>
                    {p.region ? <span className="block text-xs text-slate-400">{p.region}</span> : null}
                  </li>
                ))}
              </ul>
            </FooterGroup>
          ) : null}
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-5 text-xs text-slate-400 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <p>
            {t('footer.rights', { year: new Date().getFullYear(), brand: brand?.shopName ?? '' })}{' '}
            {t('footer.notMainland')}
          </p>
          <ul className="flex gap-3" aria-label={t('nav.language')}>
            {languages.map((lang) => (
              <li key={lang.code}>
                <a
                  href={lang.url ?? paths.home}
                  hrefLang={lang.code}
                  className={lang.url === null ? 'font-semibold text-brand-400' : 'hover:text-white'}
                >
                  {lang.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
