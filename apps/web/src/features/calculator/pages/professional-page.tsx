import { CalculatorScreen } from '../components/calculator-screen.tsx';

/** /support/professional: the professional calculator, its state in the URL. */
export default function ProfessionalPage() {
  return <CalculatorScreen mode="professional" />;
}
