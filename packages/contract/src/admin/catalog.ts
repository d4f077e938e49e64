import { z } from 'zod';
import { productCategoryModel } from '../catalog.ts';
import { filePart } from '../files.ts';
import {
  adminId,
  adminInt,
  adminMoney,
  defineAdminCall,
  emptyRequest,
  isoTime,
  moneyInput,
  pageRequest,
  pageResponse,
  staffFileId,
  staffFileKey,
} from './call.ts';

// The catalogue desk (docs/backoffice.md sections 5 and 8): products and their send cycles. Every change
// shows in the shop's own calls at once (the public answer cache is emptied in every process).

export const adminProductRow = z.object({
  productId: z.number().int(),
  productCode: z.string(),
  name: z.string(),
  /** As in the spec: 1 on sale, 0 out of stock, 2 bulk only. */
  shelvesStatus: z.number().int(),
  /** false hides the product from the shop whatever its shelvesStatus. */
  listed: z.boolean(),
  buyMinLimit: z.number().int(),
  buyMaxLimit: z.number().int(),
  sendCycles: z.array(
    z.object({
      productSendCycleId: z.number().int(),
      name: z.string(),
      price: adminMoney,
      stock: z.number().int(),
      stockStatus: z.number().int(),
    }),
  ),
});

const listProductsForStaff = defineAdminCall({
  path: 'products/list',
  permission: 'catalog.read',
  mutates: false,
  summary: 'Every product, listed or not; keyword matches the name or product code',
  request: pageRequest.extend({ keyword: z.string().trim().max(100).optional() }),
  response: pageResponse(adminProductRow),
});

const limit = adminInt().min(1, 'At least 1').max(99999, 'At most 99999');

const updateProductForStaff = defineAdminCall({
  path: 'products/update',
  permission: 'catalog.write',
  mutates: true,
  summary: 'Listed or hidden, shelves status, buy limits; the shop shows the change at once',
  request: z.object({
    productId: adminId,
    listed: z.boolean().optional(),
    shelvesStatus: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
    buyMinLimit: limit.optional(),
    buyMaxLimit: limit.optional(),
  }),
  response: adminProductRow,
});

const updateSendCycle = defineAdminCall({
  path: 'cycles/update',
  permission: 'stock.write',
  mutates: true,
  summary:
    'Price, and stock as a delta with a reason (recorded with who); an absolute `stock` needs the `expectedStock` staff saw',
  request: z
    .object({
      productSendCycleId: adminId,
      price: moneyInput.refine((v) => Number(v) > 0, 'The price must be more than 0').optional(),
      /** Units counted in (+) or out (-). Applied as stock = stock + delta, never below 0. */
      stockDelta: adminInt().min(-1_000_000).max(1_000_000).optional(),
      /** An absolute count: with expectedStock, a delta against it, refused if stock moved since; alone, a delta from the stock as it stands. */
      stock: adminInt().min(0, 'Stock cannot be below 0').max(1_000_000).optional(),
      expectedStock: adminInt().min(0).optional(),
      reason: z.string().trim().max(300, 'At most 300 characters').optional(),
      stockStatus: z.union([z.literal(0), z.literal(1)]).optional(),
    })
    .superRefine((v, ctx) => {
      if (v.stock !== undefined && v.stockDelta !== undefined) {
        ctx.addIssue({ code: 'custom', path: ['stock'], message: 'Send either stock or stockDelta' });
      }
    }),
  response: z.object({
    productSendCycleId: z.number().int(),
    price: adminMoney,
    stock: z.number().int(),
    stockStatus: z.number().int(),
  }),
});

const listStockMovements = defineAdminCall({
  path: 'cycles/movements',
  permission: 'catalog.read',
  mutates: false,
  summary: "A send cycle's stock changes by staff: delta, the count after it, why, who",
  request: pageRequest.extend({ productSendCycleId: adminId }),
  response: pageResponse(
    z.object({
      id: z.number().int(),
      delta: z.number().int(),
      stockAfter: z.number().int(),
      reason: z.string(),
      staffId: z.number().int().nullable(),
      time: isoTime,
    }),
  ),
});

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);
const money = moneyInput.refine((v) => Number(v) > 0, 'The price must be more than 0');
const newCycle = z.object({
  name: z.string().trim().min(1, 'Name the send cycle').max(200),
  price: money,
  stock: adminInt().min(0).max(1_000_000),
  /** YYYY-MM-DD, when this batch ships. */
  deliveryDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD')
    .nullable()
    .optional(),
});

/** The spec sheet of a product (the shop's productCategoryModel). */
export const productCategoryInput = z.object({
  name: z.string().trim().min(1, 'Enter the category name').max(200),
  aliasName: z.string().trim().min(1, 'Enter the model name').max(200),
  cryptoAlgorithm: z.string().trim().min(1, 'Enter the algorithm').max(100),
  hashrate: z.string().trim().min(1, 'Enter the hashrate').max(100),
  powerConsumption: z.string().trim().min(1, 'Enter the power').max(100),
  powerEfficiency: text(100).default(''),
  memory: text(100).default(''),
  chipNum: text(100).default(''),
  coolMode: text(100).default(''),
  powerNorms: text(100).default(''),
  cooling: text(100).default(''),
  networkingConnectionMode: text(100).default(''),
  operatingTemperature: text(100).default(''),
  voltage: text(100).default(''),
  noise: text(100).default(''),
  shape: text(100).default(''),
  netWeight: text(100).default(''),
  grossWeight: text(100).default(''),
  netDimensions: text(100).default(''),
  grossDimensions: text(100).default(''),
});

/**
 * The customs fields commercial invoices print per line (decision 026): the HS code as customs
 * write it (6 to 10 digits, dots allowed: 8471.50, 8543.70.00) and the country of manufacture as
 * an ISO 3166-1 alpha-2 code. Empty (the default) leaves the product without customs documents.
 */
export const hsCodeInput = z
  .string()
  .trim()
  .regex(/^$|^\d{4}(\.?\d{2}){1,3}$/, 'An HS code has 6 to 10 digits, such as 8471.50 or 8543.70.00');
export const countryOfOriginInput = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(/^$|^[A-Z]{2}$/, 'A two-letter country code, such as CN or MY'));

/** Rich HTML, sanitised by the API on write. */
const productDetailInput = z.string().max(200_000, 'The description is too long');
/** Storage keys from files/upload, in order; the first is the main image. */
const productImagesInput = z
  .array(staffFileKey('image', z.string().trim().min(1).max(500)))
  .min(1, 'Add at least one image')
  .max(20, 'At most 20 images');
const productAttributesInput = z
  .array(z.object({ name: text(100).pipe(z.string().min(1, 'Name the attribute')), value: text(500) }))
  .max(50, 'At most 50 attributes');

const createProductForStaff = defineAdminCall({
  path: 'products/create',
  permission: 'catalog.write',
  mutates: true,
  summary:
    'A product with its spec sheet, images (storage keys from files/upload; the first is the main image), attributes, sanitised rich description and send cycles',
  request: z.object({
    productCode: z
      .string()
      .trim()
      .min(1, 'Enter the product code')
      .max(64)
      .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'Letters, digits, dot, dash or underscore'),
    name: z.string().trim().min(1, 'Enter the name').max(200),
    productClass: z.string().trim().min(1, 'Enter the product class').max(100),
    category: productCategoryInput,
    shelvesStatus: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(1),
    listed: z.boolean().default(true),
    buyMinLimit: limit.default(1),
    buyMaxLimit: limit.default(99999),
    productDetail: productDetailInput.default(''),
    images: productImagesInput,
    attributes: productAttributesInput.default([]),
    hsCode: hsCodeInput.default(''),
    countryOfOrigin: countryOfOriginInput.default(''),
    sendCycles: z.array(newCycle).max(20).default([]),
    sort: adminInt().default(0),
  }),
  response: z.object({ productId: z.number().int(), productSendCycleIds: z.array(z.number().int()) }),
});

/** A product as the edit form shows it: everything products/update-details changes, and what it shows beside. */
export const adminProductDetails = z.object({
  productId: z.number().int(),
  productCode: z.string(),
  name: z.string(),
  productClass: z.string(),
  /** The sanitised rich description, as the shop shows it. */
  productDetail: z.string(),
  /** In order, the first the main image: the key products/update-details takes back, and the URL to preview it. */
  images: z.array(z.object({ storageKey: z.string(), fileUrl: z.string() })),
  /** The main image's URL, as the shop's product/get answers it. */
  mainImage: z.string(),
  attributes: z.array(z.object({ name: z.string(), value: z.string() })),
  /** The customs fields; empty when not filled in (no customs documents for the product's shipments). */
  hsCode: z.string(),
  countryOfOrigin: z.string(),
  /** The spec sheet (the shop's productCategoryModel without its id). */
  category: productCategoryModel.omit({ id: true }),
  sort: z.number().int(),
  listed: z.boolean(),
  shelvesStatus: z.number().int(),
  buyMinLimit: z.number().int(),
  buyMaxLimit: z.number().int(),
  /** The last change; send it back as products/update-details' expectedUpdateTime. */
  updateTime: isoTime,
});

const getProductForStaff = defineAdminCall({
  path: 'products/get',
  permission: 'catalog.read',
  mutates: false,
  summary: 'One product, listed or not, with everything the edit form shows (images with their preview URLs)',
  request: z.object({ productId: adminId }),
  response: adminProductDetails,
});

const updateProductDetailsForStaff = defineAdminCall({
  path: 'products/update-details',
  permission: 'catalog.write',
  mutates: true,
  summary:
    'Name, class, spec sheet, HS code and country of origin, sanitised rich description, images (storage keys from files/upload, in order; the first is the main image), attributes and sort; the fields sent replace what is there, and the shop shows the change at once',
  request: z.object({
    productId: adminId,
    name: z.string().trim().min(1, 'Enter the name').max(200).optional(),
    productClass: z.string().trim().min(1, 'Enter the product class').max(100).optional(),
    productDetail: productDetailInput.optional(),
    images: productImagesInput.optional(),
    attributes: productAttributesInput.optional(),
    category: productCategoryInput.optional(),
    hsCode: hsCodeInput.optional(),
    countryOfOrigin: countryOfOriginInput.optional(),
    sort: adminInt().min(-1_000_000).max(1_000_000).optional(),
    /** products/get's updateTime: refused when someone else changed the product since. */
    expectedUpdateTime: isoTime.optional(),
  }),
  response: adminProductDetails,
});

const createSendCycle = defineAdminCall({
  path: 'cycles/create',
  permission: 'catalog.write',
  mutates: true,
  summary: 'A new send cycle (batch) of a product; its opening stock is recorded as a stock movement',
  request: newCycle.extend({ productId: adminId }),
  response: z.object({ productSendCycleId: z.number().int(), price: adminMoney, stock: z.number().int() }),
});

/**
 * What files/upload stores, named by the multipart field `kind` sent before the file (default
 * `image`): `image` a JPEG or PNG of at most STAFF_IMAGE_MAX_BYTES for products, covers and banners;
 * `productFile` a manual or firmware of at most PRODUCT_FILE_MAX_BYTES, any format (its type read
 * from the bytes, never the name), for product-files/save.
 */
export const UPLOAD_KINDS = ['image', 'productFile'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];
/** Product photos are larger than buyers' proofs: 5 MB. */
export const STAFF_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Manuals and firmware images: 64 MB (the whole upload must also arrive within the API's 30 s request time). */
export const PRODUCT_FILE_MAX_BYTES = 64 * 1024 * 1024;

const uploadFileForStaff = defineAdminCall({
  path: 'files/upload',
  permission: 'catalog.write',
  mutates: true,
  summary:
    'multipart/form-data, field `kind` (image or productFile, default image) then file field `file`: a public JPEG or PNG (type from the bytes, at most 5 MB) for product images, covers and banners, or a manual or firmware (at most 64 MB) for product-files/save',
  request: emptyRequest,
  multipart: z.object({ kind: z.enum(UPLOAD_KINDS).optional(), file: filePart }),
  response: z.object({
    fileId: z.number().int(),
    storageKey: z.string(),
    fileUrl: z.string(),
    fileSize: z.number().int(),
  }),
});

// ---------------------------------------------------------------- product files (manuals, firmware)

/** As in the shop's product/firmware/getList: 1 manual, 2 firmware. */
export const PRODUCT_FILE_KINDS = { 1: 'Manual', 2: 'Firmware' } as const;
const productFileKind = z.union([z.literal(1), z.literal(2)], { message: 'Kind is 1 manual or 2 firmware' });

export const adminProductFileRow = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productCode: z.string(),
  productName: z.string(),
  /** 1 manual, 2 firmware. */
  kind: z.number().int(),
  /** The stored file (files/upload's fileId); what the shop's file/downloadSource?id= takes. */
  fileId: z.number().int(),
  fileName: z.string(),
  fileSize: z.number().int(),
  fileUrl: z.string(),
  version: z.string(),
  moduleRemark: z.string(),
  /** false: kept for staff, left out of product/firmware/getList. */
  published: z.boolean(),
  createTime: isoTime,
});

const listProductFiles = defineAdminCall({
  path: 'product-files/list',
  permission: 'catalog.read',
  mutates: false,
  summary: "A product's manuals and firmware (every product's without productId), published or not, newest first",
  request: pageRequest.extend({ productId: adminId.optional(), kind: productFileKind.optional() }),
  response: pageResponse(adminProductFileRow),
});

const saveProductFile = defineAdminCall({
  path: 'product-files/save',
  permission: 'catalog.write',
  mutates: true,
  summary:
    'Create a manual or firmware entry (no id) or change one: the product, the kind, the public file from files/upload (kind productFile), version, remark and published; the shop shows the change at once',
  request: z.object({
    id: adminId.optional(),
    productId: adminId,
    kind: productFileKind,
    fileId: staffFileId('productFile'),
    version: text(50).default(''),
    moduleRemark: text(500).default(''),
    published: z.boolean().default(true),
  }),
  response: adminProductFileRow,
});

const deleteProductFile = defineAdminCall({
  path: 'product-files/delete',
  permission: 'catalog.write',
  mutates: true,
  summary: "Take a manual or firmware off the product's downloads for good (the stored file stays)",
  request: z.object({ id: adminId }),
  response: z.object({ id: z.number().int() }),
});

export const catalogDesk = {
  listProducts: listProductsForStaff,
  updateProduct: updateProductForStaff,
  updateSendCycle,
  listStockMovements,
  createProduct: createProductForStaff,
  getProduct: getProductForStaff,
  updateProductDetails: updateProductDetailsForStaff,
  createSendCycle,
  uploadFile: uploadFileForStaff,
  listProductFiles,
  saveProductFile,
  deleteProductFile,
} as const;
