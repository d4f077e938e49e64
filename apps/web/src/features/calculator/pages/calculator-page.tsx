import { CalculatorScreen } from '../components/calculator-screen.tsx';

/** /support/calculator: the payback calculator. */
export default function CalculatorPage() {
  return <CalculatorScreen mode="payback" />;
}
