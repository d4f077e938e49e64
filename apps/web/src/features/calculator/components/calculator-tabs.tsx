import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { cn } from '../../../lib/cn.ts';
import { paths } from '../../../lib/paths.ts';

/** The tab on each calculator that links to the other (docs/domain.md S2). */
export function CalculatorTabs() {
  const { t } = useTranslation();
  const tab = ({ isActive }: { isActive: boolean }) =>
    cn(
      '-mb-px shrink-0 border-b-2 px-4 py-2.5 text-sm font-semibold whitespace-nowrap transition-colors',
      isActive
        ? 'border-brand-600 text-brand-700'
        : 'border-transparent text-slate-500 hover:border-slate-300 hover:text-slate-800',
    );
  return (
    <nav aria-label={t('calculator.tabsLabel')} className="mb-6 flex gap-1 overflow-x-auto border-b border-slate-200">
      <NavLink to={paths.calculator} className={tab} end>
        {t('calculator.tabs.payback')}
      </NavLink>
      <NavLink to={paths.professional} className={tab} end>
        {t('calculator.tabs.professional')}
      </NavLink>
    </nav>
  );
}
