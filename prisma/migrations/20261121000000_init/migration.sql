-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateTable
CREATE TABLE "user" (
    "id" SERIAL NOT NULL,
    "email" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "nickName" TEXT NOT NULL DEFAULT '',
    "mobile" TEXT,
    "mobileCode" TEXT,
    "countryId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "user_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "session" (
    "id" TEXT NOT NULL,
    "userId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "revokedAt" TIMESTAMP(3),
    "ip" TEXT,
    "userAgent" TEXT,

    CONSTRAINT "session_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "verification_code" (
    "id" SERIAL NOT NULL,
    "purpose" INTEGER NOT NULL,
    "address" TEXT NOT NULL,
    "codeHash" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "usedAt" TIMESTAMP(3),

    CONSTRAINT "verification_code_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "outbox_message" (
    "id" SERIAL NOT NULL,
    "channel" TEXT NOT NULL,
    "to" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "code" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "outbox_message_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "country" (
    "id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "iso2" TEXT NOT NULL,
    "phoneCode" TEXT NOT NULL,

    CONSTRAINT "country_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "stored_file" (
    "id" SERIAL NOT NULL,
    "storageKey" TEXT NOT NULL,
    "fileName" TEXT NOT NULL,
    "fileSize" INTEGER NOT NULL,
    "contentType" TEXT NOT NULL,
    "isPrivate" BOOLEAN NOT NULL DEFAULT true,
    "ownerId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "stored_file_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "product_category" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "aliasName" TEXT NOT NULL,
    "cryptoAlgorithm" TEXT NOT NULL,
    "hashrate" TEXT NOT NULL,
    "memory" TEXT NOT NULL DEFAULT '',
    "powerConsumption" TEXT NOT NULL,
    "powerEfficiency" TEXT NOT NULL,
    "chipNum" TEXT NOT NULL DEFAULT '',
    "coolMode" TEXT NOT NULL DEFAULT '',
    "powerNorms" TEXT NOT NULL DEFAULT '',
    "cooling" TEXT NOT NULL DEFAULT '',
    "networkingConnectionMode" TEXT NOT NULL DEFAULT '',
    "operatingTemperature" TEXT NOT NULL DEFAULT '',
    "voltage" TEXT NOT NULL DEFAULT '',
    "noise" TEXT NOT NULL DEFAULT '',
    "shape" TEXT NOT NULL DEFAULT '',
    "netWeight" TEXT NOT NULL DEFAULT '',
    "grossWeight" TEXT NOT NULL DEFAULT '',
    "netDimensions" TEXT NOT NULL DEFAULT '',
    "grossDimensions" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "product_category_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "product" (
    "id" SERIAL NOT NULL,
    "productCode" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "productClass" TEXT NOT NULL,
    "categoryId" INTEGER NOT NULL,
    "shelvesStatus" INTEGER NOT NULL DEFAULT 1,
    "buyMinLimit" INTEGER NOT NULL DEFAULT 1,
    "buyMaxLimit" INTEGER NOT NULL DEFAULT 99999,
    "productDetail" TEXT NOT NULL DEFAULT '',
    "mainImage" TEXT NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "product_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "product_image" (
    "id" SERIAL NOT NULL,
    "productId" INTEGER NOT NULL,
    "fileUrl" TEXT NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "product_image_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "product_attribute" (
    "id" SERIAL NOT NULL,
    "productId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "product_attribute_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "product_send_cycle" (
    "id" SERIAL NOT NULL,
    "productId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "price" DECIMAL(12,2) NOT NULL,
    "stock" INTEGER NOT NULL DEFAULT 0,
    "stockStatus" INTEGER NOT NULL DEFAULT 1,
    "deliveryDate" DATE,
    "sort" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "product_send_cycle_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "product_file" (
    "id" SERIAL NOT NULL,
    "productId" INTEGER NOT NULL,
    "kind" INTEGER NOT NULL,
    "fileId" INTEGER NOT NULL,
    "moduleRemark" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "product_file_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "machine_serial" (
    "id" SERIAL NOT NULL,
    "machineCode" TEXT NOT NULL,
    "productCategoryName" TEXT NOT NULL,
    "computingPower" TEXT,
    "afterEndTime" TIMESTAMP(3),
    "afterEndPlateTime" TIMESTAMP(3),

    CONSTRAINT "machine_serial_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "banner" (
    "id" SERIAL NOT NULL,
    "type" INTEGER NOT NULL DEFAULT 1,
    "mediaUrl" TEXT NOT NULL,
    "jumpUrl" TEXT NOT NULL DEFAULT '',
    "sort" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "banner_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "news" (
    "id" SERIAL NOT NULL,
    "type" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "summary" TEXT NOT NULL DEFAULT '',
    "cover" TEXT NOT NULL DEFAULT '',
    "content" TEXT NOT NULL DEFAULT '',
    "videoUrl" TEXT,
    "releaseTime" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "news_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "activity" (
    "id" SERIAL NOT NULL,
    "time" DATE NOT NULL,
    "title" TEXT NOT NULL,
    "startTime" TIMESTAMP(3) NOT NULL,
    "endTime" TIMESTAMP(3) NOT NULL,
    "content" TEXT,
    "url" TEXT,
    "isSelf" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "activity_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "config_page" (
    "type" INTEGER NOT NULL,
    "content" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "config_page_pkey" PRIMARY KEY ("type")
);

-- CreateTable
CREATE TABLE "faq" (
    "id" SERIAL NOT NULL,
    "content" TEXT NOT NULL,
    "answerContent" TEXT NOT NULL,
    "type" INTEGER NOT NULL DEFAULT 0,
    "sort" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "faq_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "purchase_plan" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "country" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "mobile" TEXT NOT NULL,
    "mobileCode" TEXT NOT NULL,
    "productId" INTEGER NOT NULL,
    "productName" TEXT NOT NULL,
    "productNum" INTEGER NOT NULL,
    "companyName" TEXT NOT NULL DEFAULT '',
    "address" TEXT NOT NULL DEFAULT '',
    "currentCapacity" TEXT NOT NULL DEFAULT '',
    "futurePlannedCapacity" TEXT NOT NULL DEFAULT '',
    "hashforgeUsage" TEXT NOT NULL DEFAULT '',
    "telegram" TEXT NOT NULL DEFAULT '',
    "facebook" TEXT NOT NULL DEFAULT '',
    "weChat" TEXT NOT NULL DEFAULT '',
    "whatsApp" TEXT NOT NULL DEFAULT '',
    "instagram" TEXT NOT NULL DEFAULT '',
    "otherContactKey" TEXT NOT NULL DEFAULT '',
    "otherContactValue" TEXT NOT NULL DEFAULT '',
    "ip" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "purchase_plan_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cart_item" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "productId" INTEGER NOT NULL,
    "productSendCycleId" INTEGER NOT NULL,
    "productNum" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "cart_item_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "kyc" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "accountType" INTEGER NOT NULL DEFAULT 1,
    "status" INTEGER NOT NULL,
    "country" TEXT NOT NULL,
    "idDocumentType" INTEGER NOT NULL,
    "firstName" TEXT NOT NULL,
    "lastName" TEXT NOT NULL,
    "birthday" DATE NOT NULL,
    "gender" INTEGER NOT NULL,
    "idNumber" TEXT NOT NULL,
    "expireDateType" INTEGER NOT NULL,
    "expireDate" DATE NOT NULL,
    "address" TEXT NOT NULL,
    "postal" TEXT NOT NULL,
    "rejectReason" TEXT,
    "submittedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "reviewedAt" TIMESTAMP(3),

    CONSTRAINT "kyc_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "kyc_file" (
    "id" SERIAL NOT NULL,
    "kycId" INTEGER NOT NULL,
    "kind" INTEGER NOT NULL,
    "fileId" INTEGER NOT NULL,

    CONSTRAINT "kyc_file_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "shipping_address" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "receiverName" TEXT NOT NULL,
    "receiverFirstAddr" TEXT NOT NULL,
    "receiverTwoAddr" TEXT NOT NULL DEFAULT '',
    "country" TEXT NOT NULL,
    "state" TEXT NOT NULL DEFAULT '',
    "city" TEXT NOT NULL,
    "postcode" TEXT NOT NULL,
    "mobile" TEXT NOT NULL,
    "mobileCode" TEXT NOT NULL,
    "mobileCodeId" INTEGER,
    "phone" TEXT NOT NULL DEFAULT '',
    "companyName" TEXT NOT NULL DEFAULT '',
    "code" TEXT NOT NULL DEFAULT '',
    "brokerName" TEXT NOT NULL DEFAULT '',
    "importerAddress" TEXT NOT NULL DEFAULT '',
    "defaultStatus" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deletedAt" TIMESTAMP(3),

    CONSTRAINT "shipping_address_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "user_coupon" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "price" DECIMAL(12,2) NOT NULL,
    "type" INTEGER NOT NULL,
    "productClass" TEXT,
    "productCategoryName" TEXT,
    "excessAmount" DECIMAL(12,2),
    "status" INTEGER NOT NULL DEFAULT 1,
    "startTime" TIMESTAMP(3) NOT NULL,
    "endTime" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "orderId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "user_coupon_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "order" (
    "id" SERIAL NOT NULL,
    "orderNo" TEXT NOT NULL,
    "userId" INTEGER NOT NULL,
    "orderType" INTEGER NOT NULL DEFAULT 1,
    "orderStatus" INTEGER NOT NULL DEFAULT 10,
    "payType" INTEGER NOT NULL DEFAULT 0,
    "productAmount" DECIMAL(12,2) NOT NULL,
    "couponAmount" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "discountAmount" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "payableAmount" DECIMAL(12,2) NOT NULL,
    "userCouponId" INTEGER,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "canceledAt" TIMESTAMP(3),
    "cancelReason" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "order_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "order_line" (
    "id" SERIAL NOT NULL,
    "orderId" INTEGER NOT NULL,
    "productId" INTEGER NOT NULL,
    "productSendCycleId" INTEGER NOT NULL,
    "productClass" TEXT NOT NULL,
    "categoryName" TEXT NOT NULL,
    "productName" TEXT NOT NULL,
    "sendCycleName" TEXT NOT NULL,
    "unitPrice" DECIMAL(12,2) NOT NULL,
    "productNum" INTEGER NOT NULL,
    "sendProductNum" INTEGER NOT NULL DEFAULT 0,
    "payableAmount" DECIMAL(12,2) NOT NULL,
    "mainImage" TEXT NOT NULL,

    CONSTRAINT "order_line_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "order_address" (
    "id" SERIAL NOT NULL,
    "orderId" INTEGER NOT NULL,
    "receiverName" TEXT NOT NULL,
    "mobileCode" TEXT NOT NULL,
    "mobile" TEXT NOT NULL,
    "country" TEXT NOT NULL,
    "state" TEXT NOT NULL DEFAULT '',
    "city" TEXT NOT NULL,
    "postcode" TEXT NOT NULL,
    "receiverFirstAddr" TEXT NOT NULL,
    "receiverTwoAddr" TEXT NOT NULL DEFAULT '',
    "companyName" TEXT NOT NULL DEFAULT '',
    "code" TEXT NOT NULL DEFAULT '',
    "brokerName" TEXT NOT NULL DEFAULT '',
    "importerAddress" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "order_address_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "order_logistics" (
    "id" SERIAL NOT NULL,
    "orderId" INTEGER NOT NULL,
    "logisticsName" TEXT NOT NULL,
    "logisticsNo" TEXT NOT NULL,
    "receiverName" TEXT NOT NULL,
    "sendStatus" INTEGER NOT NULL DEFAULT 1,
    "shippedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "receivedAt" TIMESTAMP(3),

    CONSTRAINT "order_logistics_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "order_logistics_line" (
    "id" SERIAL NOT NULL,
    "logisticsId" INTEGER NOT NULL,
    "orderLineId" INTEGER NOT NULL,
    "productNum" INTEGER NOT NULL,

    CONSTRAINT "order_logistics_line_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "order_aging" (
    "id" SERIAL NOT NULL,
    "orderId" INTEGER NOT NULL,
    "currentPayAmount" DECIMAL(12,2) NOT NULL,
    "financeStatus" INTEGER NOT NULL DEFAULT 0,
    "reviewNote" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "reviewedAt" TIMESTAMP(3),

    CONSTRAINT "order_aging_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "order_aging_file" (
    "id" SERIAL NOT NULL,
    "agingId" INTEGER NOT NULL,
    "fileId" INTEGER NOT NULL,

    CONSTRAINT "order_aging_file_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "after_sale" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "userName" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "mobile" TEXT NOT NULL,
    "mobileCode" TEXT NOT NULL,
    "describes" TEXT NOT NULL,
    "payIntention" TEXT NOT NULL,
    "status" INTEGER NOT NULL DEFAULT 10,
    "payStatus" INTEGER NOT NULL DEFAULT 0,
    "payAmount" DECIMAL(12,2),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "statusChangedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "after_sale_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "after_sale_code" (
    "id" SERIAL NOT NULL,
    "afterSaleId" INTEGER NOT NULL,
    "machineCode" TEXT NOT NULL,
    "status" INTEGER NOT NULL,
    "productCategoryName" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "after_sale_code_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "after_sale_file" (
    "id" SERIAL NOT NULL,
    "afterSaleId" INTEGER NOT NULL,
    "kind" INTEGER NOT NULL,
    "fileId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "after_sale_file_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "after_sale_part" (
    "id" SERIAL NOT NULL,
    "afterSaleId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "partsNum" INTEGER NOT NULL,
    "salePrice" DECIMAL(12,2) NOT NULL,
    "repairPrice" DECIMAL(12,2) NOT NULL,

    CONSTRAINT "after_sale_part_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "after_sale_record" (
    "id" SERIAL NOT NULL,
    "afterSaleId" INTEGER NOT NULL,
    "userType" INTEGER NOT NULL,
    "content" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "after_sale_record_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "after_sale_user_logistics" (
    "id" SERIAL NOT NULL,
    "afterSaleId" INTEGER NOT NULL,
    "logisticsName" TEXT NOT NULL,
    "logisticsNo" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "after_sale_user_logistics_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "after_sale_address" (
    "id" SERIAL NOT NULL,
    "afterSaleId" INTEGER NOT NULL,
    "receiverName" TEXT NOT NULL,
    "mobileCode" TEXT NOT NULL,
    "mobile" TEXT NOT NULL,
    "country" TEXT NOT NULL,
    "city" TEXT NOT NULL,
    "postcode" TEXT NOT NULL,
    "receiverFirstAddr" TEXT NOT NULL,
    "receiverTwoAddr" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "after_sale_address_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "after_sale_company_logistics" (
    "id" SERIAL NOT NULL,
    "afterSaleId" INTEGER NOT NULL,
    "logisticsName" TEXT NOT NULL,
    "logisticsNo" TEXT NOT NULL,
    "merchantsLogisticName" TEXT NOT NULL DEFAULT '',
    "merchantsLogisticPhone" TEXT NOT NULL DEFAULT '',
    "merchantsLogisticAddress" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "after_sale_company_logistics_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "calculator_coin" (
    "id" SERIAL NOT NULL,
    "coinName" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "icon" TEXT NOT NULL DEFAULT '',
    "algorithm" TEXT NOT NULL,
    "isMultiCoin" INTEGER NOT NULL DEFAULT 0,
    "coinList" JSONB,
    "usdPrice" DOUBLE PRECISION NOT NULL,
    "estimatedProfit" DOUBLE PRECISION NOT NULL,
    "networkHashrate" DOUBLE PRECISION NOT NULL,
    "networkHashrateUnit" TEXT NOT NULL,
    "blockReward" DOUBLE PRECISION NOT NULL,
    "blockTime" DOUBLE PRECISION NOT NULL,
    "currentHeight" INTEGER NOT NULL,
    "maxPrice" DOUBLE PRECISION NOT NULL,
    "maxPower" DOUBLE PRECISION NOT NULL,
    "dagRule" TEXT,
    "halvings" JSONB,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "calculator_coin_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "calculator_product" (
    "id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "power" DOUBLE PRECISION NOT NULL,
    "hashrate" DOUBLE PRECISION NOT NULL,
    "hashrateUnit" TEXT NOT NULL DEFAULT 'MH',
    "algorithm" TEXT NOT NULL,
    "memoryGb" DOUBLE PRECISION,
    "price" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "productCode" TEXT,
    "sort" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "calculator_product_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "user_email_key" ON "user"("email");

-- CreateIndex
CREATE UNIQUE INDEX "user_mobileCode_mobile_key" ON "user"("mobileCode", "mobile");

-- CreateIndex
CREATE INDEX "session_userId_idx" ON "session"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "verification_code_purpose_address_key" ON "verification_code"("purpose", "address");

-- CreateIndex
CREATE INDEX "outbox_message_to_idx" ON "outbox_message"("to");

-- CreateIndex
CREATE UNIQUE INDEX "country_iso2_key" ON "country"("iso2");

-- CreateIndex
CREATE UNIQUE INDEX "stored_file_storageKey_key" ON "stored_file"("storageKey");

-- CreateIndex
CREATE INDEX "stored_file_ownerId_idx" ON "stored_file"("ownerId");

-- CreateIndex
CREATE UNIQUE INDEX "product_productCode_key" ON "product"("productCode");

-- CreateIndex
CREATE INDEX "product_image_productId_idx" ON "product_image"("productId");

-- CreateIndex
CREATE INDEX "product_attribute_productId_idx" ON "product_attribute"("productId");

-- CreateIndex
CREATE INDEX "product_send_cycle_productId_idx" ON "product_send_cycle"("productId");

-- CreateIndex
CREATE INDEX "product_file_productId_idx" ON "product_file"("productId");

-- CreateIndex
CREATE UNIQUE INDEX "machine_serial_machineCode_key" ON "machine_serial"("machineCode");

-- CreateIndex
CREATE INDEX "news_type_releaseTime_idx" ON "news"("type", "releaseTime");

-- CreateIndex
CREATE INDEX "activity_time_idx" ON "activity"("time");

-- CreateIndex
CREATE UNIQUE INDEX "cart_item_userId_productSendCycleId_key" ON "cart_item"("userId", "productSendCycleId");

-- CreateIndex
CREATE UNIQUE INDEX "kyc_userId_key" ON "kyc"("userId");

-- CreateIndex
CREATE INDEX "kyc_file_kycId_idx" ON "kyc_file"("kycId");

-- CreateIndex
CREATE INDEX "shipping_address_userId_idx" ON "shipping_address"("userId");

-- CreateIndex
CREATE INDEX "user_coupon_userId_status_idx" ON "user_coupon"("userId", "status");

-- CreateIndex
CREATE UNIQUE INDEX "order_orderNo_key" ON "order"("orderNo");

-- CreateIndex
CREATE INDEX "order_userId_orderStatus_idx" ON "order"("userId", "orderStatus");

-- CreateIndex
CREATE INDEX "order_orderStatus_expiresAt_idx" ON "order"("orderStatus", "expiresAt");

-- CreateIndex
CREATE INDEX "order_line_orderId_idx" ON "order_line"("orderId");

-- CreateIndex
CREATE UNIQUE INDEX "order_address_orderId_key" ON "order_address"("orderId");

-- CreateIndex
CREATE INDEX "order_logistics_orderId_idx" ON "order_logistics"("orderId");

-- CreateIndex
CREATE INDEX "order_logistics_line_logisticsId_idx" ON "order_logistics_line"("logisticsId");

-- CreateIndex
CREATE INDEX "order_aging_orderId_idx" ON "order_aging"("orderId");

-- CreateIndex
CREATE INDEX "order_aging_file_agingId_idx" ON "order_aging_file"("agingId");

-- CreateIndex
CREATE INDEX "after_sale_userId_idx" ON "after_sale"("userId");

-- CreateIndex
CREATE INDEX "after_sale_status_statusChangedAt_idx" ON "after_sale"("status", "statusChangedAt");

-- CreateIndex
CREATE INDEX "after_sale_code_afterSaleId_idx" ON "after_sale_code"("afterSaleId");

-- CreateIndex
CREATE INDEX "after_sale_file_afterSaleId_idx" ON "after_sale_file"("afterSaleId");

-- CreateIndex
CREATE INDEX "after_sale_part_afterSaleId_idx" ON "after_sale_part"("afterSaleId");

-- CreateIndex
CREATE INDEX "after_sale_record_afterSaleId_idx" ON "after_sale_record"("afterSaleId");

-- CreateIndex
CREATE UNIQUE INDEX "after_sale_user_logistics_afterSaleId_key" ON "after_sale_user_logistics"("afterSaleId");

-- CreateIndex
CREATE UNIQUE INDEX "after_sale_address_afterSaleId_key" ON "after_sale_address"("afterSaleId");

-- CreateIndex
CREATE UNIQUE INDEX "after_sale_company_logistics_afterSaleId_key" ON "after_sale_company_logistics"("afterSaleId");

-- CreateIndex
CREATE UNIQUE INDEX "calculator_coin_coinName_key" ON "calculator_coin"("coinName");

-- AddForeignKey
ALTER TABLE "session" ADD CONSTRAINT "session_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product" ADD CONSTRAINT "product_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "product_category"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_image" ADD CONSTRAINT "product_image_productId_fkey" FOREIGN KEY ("productId") REFERENCES "product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_attribute" ADD CONSTRAINT "product_attribute_productId_fkey" FOREIGN KEY ("productId") REFERENCES "product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_send_cycle" ADD CONSTRAINT "product_send_cycle_productId_fkey" FOREIGN KEY ("productId") REFERENCES "product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_file" ADD CONSTRAINT "product_file_productId_fkey" FOREIGN KEY ("productId") REFERENCES "product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "kyc_file" ADD CONSTRAINT "kyc_file_kycId_fkey" FOREIGN KEY ("kycId") REFERENCES "kyc"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_line" ADD CONSTRAINT "order_line_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_address" ADD CONSTRAINT "order_address_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_logistics" ADD CONSTRAINT "order_logistics_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_logistics_line" ADD CONSTRAINT "order_logistics_line_logisticsId_fkey" FOREIGN KEY ("logisticsId") REFERENCES "order_logistics"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_aging" ADD CONSTRAINT "order_aging_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_aging_file" ADD CONSTRAINT "order_aging_file_agingId_fkey" FOREIGN KEY ("agingId") REFERENCES "order_aging"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "after_sale_code" ADD CONSTRAINT "after_sale_code_afterSaleId_fkey" FOREIGN KEY ("afterSaleId") REFERENCES "after_sale"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "after_sale_file" ADD CONSTRAINT "after_sale_file_afterSaleId_fkey" FOREIGN KEY ("afterSaleId") REFERENCES "after_sale"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "after_sale_part" ADD CONSTRAINT "after_sale_part_afterSaleId_fkey" FOREIGN KEY ("afterSaleId") REFERENCES "after_sale"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "after_sale_record" ADD CONSTRAINT "after_sale_record_afterSaleId_fkey" FOREIGN KEY ("afterSaleId") REFERENCES "after_sale"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "after_sale_user_logistics" ADD CONSTRAINT "after_sale_user_logistics_afterSaleId_fkey" FOREIGN KEY ("afterSaleId") REFERENCES "after_sale"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "after_sale_address" ADD CONSTRAINT "after_sale_address_afterSaleId_fkey" FOREIGN KEY ("afterSaleId") REFERENCES "after_sale"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "after_sale_company_logistics" ADD CONSTRAINT "after_sale_company_logistics_afterSaleId_fkey" FOREIGN KEY ("afterSaleId") REFERENCES "after_sale"("id") ON DELETE CASCADE ON UPDATE CASCADE;

