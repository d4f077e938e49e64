import { msg } from '@hashforge/contract';
import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import {
  BookIcon,
  BoxesIcon,
  CalcIcon,
  DocIcon,
  DownloadIcon,
  LockIcon,
  OrderIcon,
  QuestionIcon,
  SearchIcon,
  ShieldIcon,
  TicketIcon,
  WrenchIcon,
} from '../../../components/icons.tsx';
import { Page, PageTitle } from '../../../components/page.tsx';
import { telHref, useBrand } from '../../../lib/brand.ts';
import { paths } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { useLoggedIn } from '../../../lib/use-session.ts';
import type { en } from '../../../locales/en.ts';

type LinkKey = keyof typeof en.support.links;

interface HubLink {
  key: LinkKey & keyof typeof hubTexts;
  to: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}

/** Title and description key of each link. */
const hubTexts = {
  download: 'downloadText',
  question: 'questionText',
  searchSn: 'searchSnText',
  repairGuide: 'repairGuideText',
  supportPolicy: 'supportPolicyText',
  orderPolicy: 'orderPolicyText',
  calculator: 'calculatorText',
  bulkOrder: 'bulkOrderText',
  orderStatus: 'orderStatusText',
  afterSaleList: 'afterSaleListText',
  repairTicket: 'repairTicketText',
} as const satisfies Partial<Record<LinkKey, LinkKey>>;

const selfService: HubLink[] = [
  { key: 'download', to: paths.download, icon: DownloadIcon },
  { key: 'question', to: paths.question, icon: QuestionIcon },
  { key: 'searchSn', to: paths.searchSn, icon: SearchIcon },
  { key: 'repairGuide', to: paths.repairGuide, icon: BookIcon },
  { key: 'supportPolicy', to: paths.supportPolicy, icon: ShieldIcon },
  { key: 'orderPolicy', to: paths.orderPolicy, icon: DocIcon },
  { key: 'calculator', to: paths.calculator, icon: CalcIcon },
  { key: 'bulkOrder', to: paths.bulkOrder, icon: BoxesIcon },
];

/** Order status, repair records and repair tickets are a buyer's own: they need login. */
const myService: HubLink[] = [
  { key: 'orderStatus', to: paths.saleOrder, icon: OrderIcon },
  { key: 'afterSaleList', to: paths.afterSaleList, icon: WrenchIcon },
  { key: 'repairTicket', to: paths.afterSaleApply, icon: TicketIcon },
];

const cardClass =
  'group flex h-full gap-4 rounded-xl border border-slate-200 bg-white p-5 text-left transition hover:border-brand-300 hover:shadow-md';

function CardBody({ link, locked }: { link: HubLink; locked?: boolean }) {
  const { t } = useTranslation();
  const Icon = link.icon;
  return (
    <>
      <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600 group-hover:bg-brand-100">
        <Icon className="size-6" />
      </span>
      <span className="min-w-0">
        <span className="flex items-center gap-2 font-semibold text-slate-900">
          {t(`support.links.${link.key}`)}
          {locked ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-[11px] font-medium text-slate-700">
              <LockIcon className="size-3" />
              {t('support.needsLogin')}
            </span>
          ) : null}
        </span>
        <span className="mt-1 block text-sm text-slate-500">{t(`support.links.${hubTexts[link.key]}`)}</span>
      </span>
    </>
  );
}

/** The support hub (docs/domain.md S2): links, the buyer's own ones behind `Please Login First`. */
export default function SupportIndexPage() {
  const { t } = useTranslation();
  const loggedIn = useLoggedIn();
  const navigate = useNavigate();
  return (
    <div className="bg-slate-50">
      <Page>
        <PageTitle sub={t('support.intro')}>{t('titles.SupportIndex')}</PageTitle>
        <h2 className="mb-3 text-sm font-semibold tracking-wide text-slate-500 uppercase">{t('support.myService')}</h2>
        <ul className="mb-10 grid gap-4 sm:grid-cols-3">
          {myService.map((link) => (
            <li key={link.key}>
              <button
                type="button"
                className={`${cardClass} w-full`}
                onClick={() => (loggedIn ? navigate(link.to) : toast.warning(msg.loginFirst))}
                data-testid={`support-${link.key}`}
              >
                <CardBody link={link} locked={!loggedIn} />
              </button>
            </li>
          ))}
        </ul>
        <h2 className="mb-3 text-sm font-semibold tracking-wide text-slate-500 uppercase">
          {t('support.selfService')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {selfService.map((link) => (
            <li key={link.key}>
              <Link to={link.to} className={cardClass}>
                <CardBody link={link} />
              </Link>
            </li>
          ))}
        </ul>
        <ContactNotice />
      </Page>
    </div>
  );
}

/** Where to ask when self-service is not enough: the vendor's support email and hotline, from its brand. */
function ContactNotice() {
  const { t } = useTranslation();
  const contacts = useBrand()?.contacts;
  if (!contacts?.email) return null;
  const link = 'font-medium text-brand-700 hover:underline';
  return (
    <p className="mt-10 text-sm text-slate-500" data-testid="support-contact">
      {t('support.contactLead')}{' '}
      <a href={`mailto:${contacts.email}`} className={link}>
        {contacts.email}
      </a>
      {contacts.phone ? (
        <>
          {' '}
          {t('support.contactCall')}{' '}
          <a href={telHref(contacts.phone)} className={link}>
            {contacts.phone}
          </a>
          {contacts.hotlineHours ? ` (${contacts.hotlineHours})` : null}
        </>
      ) : null}
      .
    </p>
  );
}
