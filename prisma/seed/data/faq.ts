/** The demo FAQ: questions buyers of mining hardware actually ask. `hot` ones are listed first. */
export const seedFaq: { content: string; answerContent: string; hot?: boolean }[] = [
  {
    hot: true,
    content: 'How do I pay for my order?',
    answerContent:
      '<p>By USD bank wire only. After you submit the order, choose USD on the payment page to see our bank details. Put the order number in the transfer reference, send one transfer per order, and upload the bank’s transfer confirmation on the order page.</p>',
  },
  {
    hot: true,
    content: 'How long do I have to pay?',
    answerContent:
      '<p>48 hours from creating the order. If no transfer proof has been uploaded by then, the order is cancelled automatically and the units go back into stock. Upload the proof as soon as your bank confirms the transfer; the money itself may arrive later.</p>',
  },
  {
    hot: true,
    content: 'Why do I need to complete identity verification (KYC)?',
    answerContent:
      '<p>We must know who we sell to under anti-money-laundering and export-control rules. You verify once, before your first order: a passport (or another ID, reviewed by hand) and a selfie. Your documents are stored encrypted and seen only by our compliance staff.</p>',
  },
  {
    hot: true,
    content: 'When will my machine ship?',
    answerContent:
      '<p>Spot units ship within 5 business days of an approved payment. Batch units ship within the window named on the send cycle you chose. You will see the courier and tracking number on the order page as soon as the parcel leaves.</p>',
  },
  {
    hot: true,
    content: 'How do I check whether my machine is under warranty?',
    answerContent:
      '<p>Enter the serial number (SN) from the label on the side of the machine on the <a href="/support/searchsn">SN search</a> page. It shows the remaining days of warranty for the machine and for its hash boards.</p>',
  },
  {
    content: 'Do you ship to mainland China?',
    answerContent: '<p>No. The shop is not intended for mainland China. We ship to Hong Kong, Macao and Taiwan normally.</p>',
  },
  {
    content: 'Who pays import duties and taxes?',
    answerContent:
      '<p>The buyer. Our prices exclude import duties, VAT and GST. Every shipment includes a commercial invoice and packing list for customs. Enter your tax or import number and importer details on the shipping address if your country needs them.</p>',
  },
  {
    content: 'Can I pay with USDT or a card?',
    answerContent:
      '<p>No. We accept USD bank wires only, to the company account shown on your order page. Anyone who asks you to pay in crypto, by card or to a personal account is not HashForge: please report it to security@hashforge.example.</p>',
  },
  {
    content: 'I paid less than the order total because of bank fees. What happens?',
    answerContent:
      '<p>The order moves to <em>balance payment</em>. Send the difference as a second transfer with the same order number and upload its proof on the order page. The payer covers all bank fees, including intermediary charges.</p>',
  },
  {
    content: 'My payment proof failed review. What now?',
    answerContent:
      '<p>The order page shows the reason, most often an unreadable image or a missing order number in the reference. Upload a clearer proof; if the money has not arrived, ask your bank for the SWIFT (MT103) confirmation and upload that.</p>',
  },
  {
    content: 'Can I change the shipping address after ordering?',
    answerContent:
      '<p>Yes, until the order is packed. Contact support with the order number and the new address. After dispatch, the courier can sometimes redirect the parcel for a fee.</p>',
  },
  {
    content: 'Can I cancel an order?',
    answerContent:
      '<p>Before paying, simply let it expire after 48 hours. After payment, spot orders can be cancelled within 24 hours for a full refund; later cancellations carry a 10% restocking fee as described in the <a href="/support/order-policy">order policy</a>.</p>',
  },
  {
    content: 'What is the difference between a spot and a batch send cycle?',
    answerContent:
      '<p>A spot unit is already in our warehouse and ships within days. A batch unit is reserved from an upcoming production run and ships in the window named on the send cycle; batch prices are usually lower.</p>',
  },
  {
    content: 'Why is the add-to-cart button missing on some products?',
    answerContent:
      '<p>Products marked "bulk order" are sold only through our business-development team, and sold-out send cycles show "out of stock". Choose another send cycle, or use the <a href="/bulk-order">bulk order form</a>.</p>',
  },
  {
    content: 'Is there a minimum or maximum quantity?',
    answerContent:
      '<p>Some products have per-order limits, shown by the quantity stepper on the product page. For more units than the maximum, use the bulk order form and our BD team will contact you.</p>',
  },
  {
    content: 'What power supply do I need?',
    answerContent:
      '<p>Air-cooled S21, L9, KS5, Z15 and AL3 machines need 200-240 V AC on a 16 A circuit per machine and come with a built-in PSU. The X4 Mini uses an included adapter; the X4-Q runs on 100-240 V. Hydro and server models have their own requirements on their product pages.</p>',
  },
  {
    content: 'How loud are the machines?',
    answerContent:
      '<p>Air-cooled farm machines are 72-78 dB(A), too loud for living spaces. The X4 Mini (35 dB(A)) and X4-Q (45 dB(A)) are designed for homes and offices; the S21 Hydro runs at 50 dB(A).</p>',
  },
  {
    content: 'How do I find my machine on the network?',
    answerContent:
      '<p>Machines use DHCP by default. Hold the IP Report button for 5 seconds and the address appears in our IP Reporter tool, or look for the machine in your router’s client list. Log in to the dashboard with the default password printed on the label and change it.</p>',
  },
  {
    content: 'How do I update the firmware?',
    answerContent:
      '<p>Download the file for your model from the <a href="/support/download">download page</a>, open the dashboard, go to System &gt; Firmware upgrade, choose the file and keep "Keep settings" ticked. Do not cut power during the upgrade.</p>',
  },
  {
    content: 'Can I run third-party firmware?',
    answerContent: '<p>You can, but it voids the warranty, and we cannot help with faults while it is installed.</p>',
  },
  {
    content: 'A hash board is not detected. What should I check?',
    answerContent:
      '<p>Power off, re-seat the board’s data and power cables, then power on. Swap the data cable with a working board’s to tell a cable fault from a board fault. If the board is still missing, open an after-sales request; the <a href="/support/repair-guide">repair guide</a> lists what to include.</p>',
  },
  {
    content: 'How do I send a machine for repair?',
    answerContent:
      '<p>Log in and open an after-sales request with up to five serial numbers, a description and photos. When it is approved you will see the return address. Pack the machine well, ship it and enter the tracking number on the request.</p>',
  },
  {
    content: 'What does the warranty not cover?',
    answerContent:
      '<p>Damage from power surges, out-of-range voltage, water, corrosion, operation outside the rated temperature, unauthorised repairs or firmware, poor packing on the way to us, and missing serial labels. See the <a href="/support/support-policy">support policy</a>.</p>',
  },
  {
    content: 'Do you sell spare parts?',
    answerContent:
      '<p>Yes: fans, power supplies, control boards and cables for every current model, and for five years after a model’s end of production. Ask support for a quote.</p>',
  },
  {
    content: 'How are the profitability figures in the calculator worked out?',
    answerContent:
      '<p>From the machine’s hashrate and power, your electricity price, and current network hashrate, block reward and coin price. They are estimates: difficulty and prices change daily. The professional calculator lets you model difficulty growth and pool fees.</p>',
  },
  {
    content: 'Can I visit your warehouse or pick up my order?',
    answerContent:
      '<p>Pick-up from Rotterdam or Hong Kong is possible for paid orders by appointment. Ask support at least two business days ahead and bring the ID used for KYC.</p>',
  },
  {
    content: 'How do I use a coupon?',
    answerContent:
      '<p>On the order confirmation page, choose the coupon from the list. Only coupons valid for the products and amount of that order can be selected, and only one per order.</p>',
  },
  {
    content: 'Do you offer hosting?',
    answerContent:
      '<p>Not directly. Our BD team can introduce you to hosting partners in Norway, Kazakhstan, Paraguay and Texas. Mention it in the bulk order form.</p>',
  },
];
