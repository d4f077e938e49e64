/** Query keys of the calculator data desk: all -> coins(), products(). */
export const calculatorKeys = {
  all: ['calculator'] as const,
  coins: () => [...calculatorKeys.all, 'coins'] as const,
  products: () => [...calculatorKeys.all, 'products'] as const,
};
