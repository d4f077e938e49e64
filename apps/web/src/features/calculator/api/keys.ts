/** Query keys of the calculator feature: all -> data, and the send cycles of a machine. */
export const calculatorKeys = {
  all: ['calculator'] as const,
  data: () => [...calculatorKeys.all, 'data'] as const,
  sendCycles: (productCode: string) => [...calculatorKeys.all, 'sendCycles', productCode] as const,
};
