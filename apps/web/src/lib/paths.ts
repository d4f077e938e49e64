/**
 * Every storefront address of docs/domain.md S2, in one place. Pages link with these rather than
 * spelling paths, so a route exists once.
 */
export const paths = {
  home: '/home/index',
  productList: '/product-list',
  productDetail: (code: string) => `/productDetail/${encodeURIComponent(code)}`,
  news: '/news',
  notice: '/notice',
  voice: '/voice',
  activity: '/activity',
  newsDetail: (id: number | string) => `/news-detail/${id}`,
  noticeDetail: (id: number | string) => `/notice-detail/${id}`,
  login: '/user/login',
  signup: '/user/signup',
  retrievePassword: '/user/retrievepwd',
  kyc: '/user/account/kyc',
  supportIndex: '/support/index',
  download: '/support/download',
  question: '/support/question',
  supportPolicy: '/support/support-policy',
  repairGuide: '/support/repair-guide',
  orderPolicy: '/support/order-policy',
  termsOfUse: '/support/terms-of-use',
  searchSn: '/support/searchsn',
  calculator: '/support/calculator',
  professional: '/support/professional',
  bulkOrder: '/bulk-order',
  shopCart: '/shopcart',
  orderConfirm: (cartIds: Array<number | string>) => `/order-confirm/${encodeURIComponent(cartIds.join(','))}`,
  payWaiting: (orderNo: string) => `/pay-waiting/${encodeURIComponent(orderNo)}`,
  pay: (orderNo: string) => `/pay/${encodeURIComponent(orderNo)}`,
  saleOrderDetail: (orderNo: string) => `/sale-order-detail/${encodeURIComponent(orderNo)}`,
  afterSaleDetail: (id: number | string) => `/after-sale-detail/${id}`,
  my: '/my',
  account: '/my/account',
  address: '/my/address',
  afterSaleApply: '/my/after-sale-apply',
  /** The repair form with a machine's serial number already entered (from an SN lookup). */
  afterSaleApplyFor: (machineCode: string) => `/my/after-sale-apply?sn=${encodeURIComponent(machineCode)}`,
  afterSaleList: '/my/after-sale-list',
  couponList: '/my/coupon-list',
  saleOrder: '/my/sale-order',
} as const;

/** The login page, returning to `from` (the current address) afterwards. */
export function loginWithReturn(from: string): string {
  // Returning to the sign-in, sign-up or reset page after signing in makes no sense.
  if (from.startsWith('/user/login') || from.startsWith('/user/signup') || from.startsWith('/user/retrievepwd')) {
    return paths.login;
  }
  return `${paths.login}?redirect=${encodeURIComponent(from)}`;
}

/**
 * Only a path on this site may be a return address: `/x` but not `//evil.example` or `/\evil`,
 * which browsers treat as another origin.
 */
export function safeRedirect(value: string | null | undefined, fallback: string = paths.home): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // The URL parser drops tabs and newlines, so `/\t/evil.example` is caught by the origin check.
  const url = new URL(value, 'https://shop.invalid');
  if (url.origin !== 'https://shop.invalid') return fallback;
  if (url.pathname.startsWith(paths.login)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
