/**
 * Ninety-second held-out corpus, the Asian portals: juwai.com (a Richmond BC house on the Chinese-language portal,
 * CAD with RMB and US$ conversions, areas in 平方米 first) and squarefoot.com.hk (a Cathedraltown condo townhouse in
 * Markham on a Hong Kong portal's overseas and relocation section, CA$ with HK$ conversions and Hong Kong's
 * 'saleable area' label). Addresses, names, phone numbers and numbers are invented; the expected facts were written
 * before any extractor ran on them.
 */
import type { ListingPage } from "../types.ts";
import { ld } from "../types.ts";
import { calculator, crumbs, enquiry, footer, gallery, header, keyFacts, partner, rail, switchers, tagManager, windowState } from "./chrome.ts";

export const HELD_OUT_92_ASIA: ListingPage[] = [
  {
    name: "ho92-juwai-house-seafair-richmond",
    site: "juwai.com",
    set: "held-out-92",
    traps: "Chinese-language page: 'CAD $2,380,000' with '约 ¥12,376,000 人民币' and '约 US$1,714,000'; 浴室 '3 个全卫，1 个半卫'; 建筑面积 '278 平方米（2,992 平方英尺）' and 土地面积 '736 平方米（7,920 平方英尺）', m² first; the agent's Chinese name beside her English one; Juwai's own 置业顾问 with a 400 number; an RMB loan calculator; nearby schools; Toronto, Sydney and Vancouver homes in 相似房源; Nuxt state with the listing's point",
    pageUrl: "https://www.juwai.com/jiayuan/12840377.htm",
    html: `<!DOCTYPE html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>加拿大不列颠哥伦比亚省列治文4卧室独立屋出售 - CAD $2,380,000 - 居外网 Juwai.com</title>
<meta name="keywords" content="列治文房产,温哥华买房,加拿大独立屋,海外房产">
<meta name="description" content="列治文 Seafair 社区 4 卧室独立屋出售，建筑面积 278 平方米，土地面积 736 平方米，售价 CAD $2,380,000（约 ¥12,376,000）。">
<link rel="canonical" href="https://www.juwai.com/jiayuan/12840377.htm">
<script>var _hmt = _hmt || [];(function(){var hm=document.createElement("script");hm.src="https://hm.baidu.com/hm.js?juwai92";var s=document.getElementsByTagName("script")[0];s.parentNode.insertBefore(hm,s);})();</script>
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "列治文4卧室独立屋", address: { "@type": "PostalAddress", streetAddress: "8231 Sunnymede Crescent", addressLocality: "Richmond", addressRegion: "BC", postalCode: "V7C 4T2", addressCountry: "加拿大" }, numberOfRooms: 4, floorSize: { "@type": "QuantitativeValue", value: 278, unitCode: "MTK" } })}
</head><body>
${header("居外网 Juwai", ["首页", "海外买房", "海外租房", "新楼盘", "移民", "留学", "资讯"], switchers(["简体中文", "繁體中文", "English"], "简体中文", ["CNY", "CAD", "USD", "HKD"], "CNY"), "登录 / 注册")}
<main class="listing-detail">
${crumbs(["居外网", "加拿大", "不列颠哥伦比亚省", "列治文", "独立屋"])}
<div class="listing-detail__head">
<h1>列治文 Seafair 社区 4卧室独立屋 近海堤步道</h1>
<p class="listing-detail__addr">加拿大 不列颠哥伦比亚省 列治文 · 8231 Sunnymede Crescent, Richmond, BC V7C 4T2</p>
<div class="listing-detail__price"><strong>CAD $2,380,000</strong><span class="cny">约 ¥12,376,000 人民币</span><span class="usd">约 US$1,714,000</span></div>
<ul class="listing-detail__brief"><li>4 卧室</li><li>3.5 浴室</li><li>278 平方米</li><li>独立屋</li></ul>
</div>
${gallery("https://img.juwai.com/listing/12840377", 26, "列治文独立屋", "张图片")}
${keyFacts("房产信息", [["房产类型", "独立屋"], ["卧室", "4"], ["浴室", "3 个全卫，1 个半卫"], ["建筑面积", "278 平方米（2,992 平方英尺）"], ["土地面积", "736 平方米（7,920 平方英尺）"], ["建造年份", "2009"], ["社区", "Seafair"], ["车位", "双车库"], ["地税", "CAD $7,436（2025）"], ["MLS® 编号", "R3012608"], ["居外 ID", "12840377"]], "facts-table")}
<section class="listing-detail__desc"><h2>房产介绍</h2>
<p>本物业位于列治文西部广受华人家庭欢迎的 Seafair 社区，步行可达海堤步道与高尔夫球场，驾车 10 分钟到列治文中心及天车站，20 分钟到温哥华国际机场。2009 年建成，两层设计：主层为挑高客厅、正式餐厅、中西厨房及一间卧室带独立卫浴；楼上三间卧室，主卧带衣帽间及豪华浴室。全屋地热、中央空调、HRV 新风系统，南向后院私密宽敞。</p>
<p>学区优质，近 Maple Lane 小学与 Westwind 中学。适合自住、子女留学陪读及长期持有。</p>
</section>
<section class="schools"><h2>周边学校</h2><table><tr><th>学校</th><th>类型</th><th>距离</th><th>排名</th></tr><tr><td>Maple Lane Elementary</td><td>公立小学</td><td>0.6 公里</td><td>8.4 / 10</td></tr><tr><td>Westwind Secondary</td><td>公立中学</td><td>1.4 公里</td><td>7.9 / 10</td></tr></table></section>
<section class="listing-detail__source"><h2>房源提供</h2><p class="source__firm">Fraserview Pacific Realty Ltd.</p><p class="source__agent">经纪人：Vivian Leung（梁慧文）</p><p>办公地址：6088 No. 3 Road, Suite 1550, Richmond, BC V6Y 2B3</p><p>电话：+1 604-555-0176</p></section>
${partner("居外置业顾问", { name: "王晓敏 Sophia Wang", role: "居外网海外置业顾问 · 加拿大房产", phone: "400-555-0188", email: "canada@juwai-service.example" }, "免费为您提供海外购房咨询、贷款、税务及移民资讯。服务时间：周一至周日 9:00–21:00（北京时间）。", "免费咨询")}
${calculator("贷款计算器", [["房价", "¥12,376,000"], ["首付比例", "35%"], ["贷款年限", "25 年"], ["利率", "4.69%"]], "月供约 ¥45,560", "仅供参考，实际以银行审批为准。")}
${enquiry("联系经纪人", "您好，我对居外 ID 12840377 的列治文独立屋感兴趣，请与我联系。", "提交", "我已阅读并同意《居外网用户协议》和《隐私政策》。")}
${rail("相似房源", [
  { price: "CAD $1,880,000", title: "万锦 4卧室独立屋", place: "加拿大 安大略省 万锦", facts: "4 卧室 · 4 浴室 · 260 平方米", href: "/jiayuan/12831902.htm" },
  { price: "AUD $2,650,000", title: "悉尼 Chatswood 5卧室别墅", place: "澳大利亚 新南威尔士州 悉尼", facts: "5 卧室 · 3 浴室 · 310 平方米", href: "/jiayuan/12819455.htm" },
  { price: "CAD $1,158,000", title: "温哥华 列治文中心 2卧室公寓", place: "加拿大 不列颠哥伦比亚省 列治文", facts: "2 卧室 · 2 浴室 · 88 平方米", href: "/jiayuan/12838264.htm" },
])}
</main>
${footer("居外网 Juwai.com", [["关于居外", ["关于我们", "联系我们", "加入我们", "媒体报道"]], ["合作", ["经纪人入驻", "开发商合作", "广告服务"]]], ["外币价格按当日汇率换算，仅供参考，以房源原币种价格为准。", "居外网 · 上海市静安区南京西路 555 号 · 沪ICP备 05550000 号"])}
${windowState("__NUXT__", { state: { listing: { id: 12840377, title: "列治文 Seafair 社区 4卧室独立屋", price: { amount: 2380000, currency: "CAD", cny: 12376000, usd: 1714000 }, propertyType: "detached", bedrooms: 4, bathroomsFull: 3, bathroomsHalf: 1, buildingArea: { value: 278, unit: "sqm" }, landArea: { value: 736, unit: "sqm" }, yearBuilt: 2009, address: { line1: "8231 Sunnymede Crescent", city: "Richmond", province: "BC", postalCode: "V7C 4T2", community: "Seafair" }, lat: 49.14362, lng: -123.18107, mls: "R3012608", agent: { nameEn: "Vivian Leung", nameZh: "梁慧文", company: "Fraserview Pacific Realty Ltd." } }, consultant: { name: "王晓敏", phone: "400-555-0188" } } })}
</body></html>`,
    expected: {
      price: { amount: 2380000 },
      propertyKind: "house",
      street: "8231 Sunnymede Crescent",
      city: "Richmond",
      province: "BC",
      postalCode: "V7C 4T2",
      neighbourhood: "Seafair",
      bedrooms: 4,
      bathrooms: 3.5,
      bathroomsFull: 3,
      bathroomsHalf: 1,
      squareFootage: 2992,
      lot: { value: 736, unit: "m2" },
      yearBuilt: 2009,
      mlsNumber: "R3012608",
      listingAgentName: "Vivian Leung",
      brokerageName: "Fraserview Pacific Realty Ltd.",
      geo: { lat: 49.14362, lng: -123.18107 },
    },
  },
  {
    name: "ho92-squarefoot-townhouse-cathedraltown-markham",
    site: "squarefoot.com.hk",
    set: "held-out-92",
    traps: "Hong Kong portal's overseas and relocation section, English and Traditional Chinese: 'CA$1,299,000' with '≈ HK$7,380,000'; 'Saleable Area 實用面積 1,780 ft²' with the gross area blank; '3 + 1' bedrooms; 3 full baths and a powder room; a condo townhouse; maintenance fee in CA$ and HK$; an HKD mortgage calculator and an estimated rent; the portal's own overseas consultant and Wan Chai office; Manchester, Richmond Hill and Vancouver homes in the rail; Apollo state with the listing's point",
    pageUrl: "https://www.squarefoot.com.hk/en/overseas/canada/markham/townhouse/1129874",
    html: `<!DOCTYPE html>
<html lang="en-HK"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Markham Townhouse for Sale | Cathedraltown | 3+1 Bedrooms | CA$1,299,000 | Squarefoot 海外物業</title>
<meta name="description" content="Condo townhouse for sale in Cathedraltown, Markham, Ontario, Canada. 3+1 bedrooms, saleable area 1,780 sq ft. CA$1,299,000 (≈ HK$7,380,000). 萬錦鎮屋出售。">
<meta property="og:locale" content="en_HK">
<meta property="og:locale:alternate" content="zh_HK">
<link rel="canonical" href="https://www.squarefoot.com.hk/en/overseas/canada/markham/townhouse/1129874">
<link rel="alternate" hreflang="zh-HK" href="https://www.squarefoot.com.hk/zh/overseas/canada/markham/townhouse/1129874">
${tagManager("GTM-SQF92MK")}
${ld({ "@context": "https://schema.org", "@type": "BreadcrumbList", itemListElement: [{ "@type": "ListItem", position: 1, name: "Overseas Property" }, { "@type": "ListItem", position: 2, name: "Canada" }, { "@type": "ListItem", position: 3, name: "Markham" }] })}
</head><body>
${header("Squarefoot 搵樓", ["Buy 買樓", "Rent 租樓", "New Homes 新盤", "Overseas 海外物業", "Relocation 移居", "Mortgage 按揭", "News"], switchers(["English", "繁體中文"], "English", ["HKD", "CAD", "GBP", "AUD", "USD"], "HKD"), "Login 登入")}
<main class="overseas-detail">
${crumbs(["Overseas 海外物業", "Canada 加拿大", "Ontario 安大略省", "Markham 萬錦", "Townhouse 鎮屋"])}
<div class="overseas-detail__head">
<h1>Cathedraltown Condo Townhouse · 萬錦 Cathedraltown 鎮屋</h1>
<p class="overseas-detail__addr">14-61 Archdeacon Lane, Markham, ON L6C 0T8, Canada</p>
<div class="overseas-detail__price"><span class="price-local">CA$1,299,000</span><span class="price-hkd">≈ HK$7,380,000</span></div>
<ul class="overseas-detail__chips"><li>3 + 1 Bedrooms 睡房</li><li>3.5 Baths 浴室</li><li>Saleable 實用 1,780 ft²</li><li>Condo Townhouse 鎮屋</li></ul>
</div>
${gallery("https://img.squarefoot.com.hk/overseas/1129874", 22, "Markham townhouse", "photos 相片")}
${keyFacts("Property Info 物業資料", [["Property Type 類型", "Condo Townhouse (Condominium) 鎮屋"], ["Saleable Area 實用面積", "1,780 ft²"], ["Gross Area 建築面積", "--"], ["Bedrooms 睡房", "3 + 1"], ["Bathrooms 浴室", "3 full + 1 powder room"], ["Year Built 落成年份", "2017"], ["Community 社區", "Cathedraltown"], ["Parking 車位", "1 garage + 1 driveway"], ["Maintenance Fee 管理費", "CA$385 / month (≈ HK$2,190)"], ["Property Tax 地稅", "CA$5,120 / year"], ["MLS® No.", "N12311947"], ["Squarefoot ID", "1129874"]], "info-grid")}
<section class="overseas-detail__desc"><h2>Description 物業簡介</h2>
<p>Three-storey freehold-style condo townhouse built in 2017 in Cathedraltown, facing the parkette beside the cathedral. 9 ft ceilings on the main floor, a kitchen with a centre island and quartz counters, three bedrooms upstairs including a primary with a walk-in closet and ensuite, and a finished lower level with a fourth bedroom and a full bath. Built-in garage with direct access. Minutes to Highway 404, the Viva bus and the Markham Pan Am Centre.</p>
<p>鄰近多間優質學校及大型商場，區內華人社區成熟，適合剛移居加拿大的香港家庭自住。</p>
</section>
<section class="overseas-detail__listing"><h2>Listing Brokerage 放盤代理</h2><p class="brokerage">Unionville Maple Realty Inc., Brokerage</p><p class="agent">Kelvin Tsang, Sales Representative</p><p>4390 Hwy 7 E, Unit 55, Markham, ON L3R 1M5 · +1 905-555-0161</p><p>Listing data © Toronto Regional Real Estate Board. MLS® is a trademark of The Canadian Real Estate Association.</p></section>
<section class="relocation-box"><h2>Moving to Canada? 移居加拿大</h2><ul><li>Hong Kong Pathway and open work permits: what buyers should know</li><li>Opening a Canadian bank account before you land</li><li>Ontario land transfer tax and the first-time buyer rebate</li><li>School catchments in Markham and Richmond Hill</li></ul></section>
${calculator("Mortgage Calculator 按揭計算機 (HKD)", [["Price 樓價", "HK$7,380,000"], ["Down payment 首期 (35%)", "HK$2,583,000"], ["Rate 利率", "4.5%"], ["Term 年期", "25 years"]], "Monthly payment 每月供款: ≈ HK$26,660", "For reference only. Overseas mortgages are subject to the lender's approval.")}
${keyFacts("Investment Snapshot 投資參考", [["Estimated rent 估計租金", "CA$3,600 / month"], ["Estimated gross yield 估計回報", "3.3%"]], "invest")}
${partner("Talk to our Overseas Property Consultant 海外物業顧問", { name: "Cheryl Lau 劉家欣", role: "Squarefoot Overseas Desk", phone: "+852 5550 0142", email: "overseas@squarefoot-desk.example" }, "Room 5505, 55/F, Harbourview Centre, 55 Gloucester Road, Wan Chai, Hong Kong. Free consultation on buying overseas, remittance and relocation.", "WhatsApp us")}
${enquiry("Enquire 查詢", "I'm interested in the Cathedraltown townhouse (ID 1129874). 我對此物業有興趣。", "Submit 提交", "I agree to the Personal Information Collection Statement. 本人同意收集個人資料聲明。")}
${rail("Similar Overseas Properties 相似海外物業", [
  { price: "£235,000 (≈ HK$2,330,000)", title: "2-bed flat, Ancoats", place: "Manchester, United Kingdom", facts: "2 bd · 1 ba · 690 ft²", href: "/en/overseas/uk/manchester/flat/1128810" },
  { price: "CA$689,000 (≈ HK$3,914,000)", title: "1+1 condo, Yonge & 16th", place: "Richmond Hill, ON, Canada", facts: "1 + 1 bd · 1 ba · 640 ft²", href: "/en/overseas/canada/richmond-hill/condo/1129302" },
  { price: "CA$899,000 (≈ HK$5,106,000)", title: "2-bed condo, Metrotown", place: "Burnaby, BC, Canada", facts: "2 bd · 2 ba · 915 ft²", href: "/en/overseas/canada/burnaby/condo/1129516" },
])}
</main>
${footer("Squarefoot", [["Squarefoot", ["About Us 關於我們", "Contact Us 聯絡我們", "Advertise 廣告"]], ["Overseas 海外", ["UK 英國", "Canada 加拿大", "Australia 澳洲", "Japan 日本"]]], ["Conversions are for reference only; the listing price in its local currency applies. 外幣換算僅供參考。", "Overseas listings are provided by the listing brokerages; Squarefoot is not a licensed estate agent in Canada."])}
${windowState("__APOLLO_STATE__", { "OverseasListing:1129874": { __typename: "OverseasListing", id: 1129874, country: "CA", city: "Markham", community: "Cathedraltown", address: "14-61 Archdeacon Lane, Markham, ON L6C 0T8", price: { __typename: "Money", amount: 1299000, currency: "CAD" }, priceHkd: 7380000, saleableArea: 1780, grossArea: null, bedrooms: "3+1", bathroomsFull: 3, bathroomsHalf: 1, propertyType: "CONDO_TOWNHOUSE", yearBuilt: 2017, mlsNumber: "N12311947", lat: 43.90124, lng: -79.38652, brokerage: "Unionville Maple Realty Inc., Brokerage", agent: "Kelvin Tsang" }, "OverseasListing:1129302": { __typename: "OverseasListing", id: 1129302, city: "Richmond Hill", price: { __typename: "Money", amount: 689000, currency: "CAD" }, lat: 43.87712, lng: -79.43291 } })}
</body></html>`,
    expected: {
      price: { amount: 1299000 },
      propertyKind: "townhouse",
      street: "14-61 Archdeacon Lane",
      city: "Markham",
      province: "ON",
      postalCode: "L6C 0T8",
      neighbourhood: "Cathedraltown",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 3.5,
      bathroomsFull: 3,
      bathroomsHalf: 1,
      squareFootage: 1780,
      yearBuilt: 2017,
      mlsNumber: "N12311947",
      listingAgentName: "Kelvin Tsang",
      brokerageName: "Unionville Maple Realty Inc., Brokerage",
      geo: { lat: 43.90124, lng: -79.38652 },
    },
  },
];
