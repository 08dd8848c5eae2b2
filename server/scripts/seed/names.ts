// Given names and surnames from many languages and scripts, so people search meets accents, non-Latin
// scripts and surnames shared by thousands of members. Surnames are ordered most common first.
import { listOf } from "./vocabulary.js";

export const GIVEN_NAMES = listOf(`
  Amélie, Søren, José, Zoë, François, Björn, Łukasz, Dagmar, Núria, Ægir, Anna, Maria, John, David, Sarah,
  Michael, Emma, James, Laura, Daniel, Wei, Li, Hiroshi, Yuki, Min-jun, Ji-woo, Thanh, Arjun, Priya, Aisha,
  Mohammed, Fatima, Omar, Layla, Chinedu, Ngozi, Kwame, Amara, Tomás, Inês, Sebastián, Lucía, Mateus, Gabriela,
  Ivan, Olga, Dmitri, Elif, Mehmet, Noa, Yosef, Ingrid, Kai, Leilani, Aroha, Siddharth, Ananya, Rahul, Mei,
  Jun, Иван, Мария, Алексей, Ελένη, Γιώργος, محمد, فاطمة, राहुल, प्रिया, 明, さくら, 健太, 서연, 민준, Nguyễn, Đức,
  Zoltán, Ágnes, Jürgen, Käthe
`);

export const SURNAMES = listOf(`
  Wang, Li, Zhang, Nguyen, Garcia, Smith, Kumar, Singh, Kim, Müller, Rodríguez, Martínez, Hernández, López,
  González, Silva, Santos, Johnson, Williams, Brown, Ivanov, Петров, Smirnov, Kowalski, Nowak, Novák, Dvořák,
  Horváth, Nagy, Papadopoulos, Παπαδόπουλος, Yılmaz, Kaya, Cohen, Levi, Haddad, Al-Sayed, الحسن, Okafor,
  Adeyemi, Mensah, Diallo, Traoré, Sato, Suzuki, Takahashi, 佐藤, 田中, Park, Choi, 이, 박, Chen, 陈, Patel, Sharma,
  शर्मा, Gupta, Iyer, Rossi, Bianchi, Ferrari, Dubois, Lefèvre, Durand, Bernard, Jansen, de Vries,
  Van den Berg, Andersson, Johansson, Nielsen, Sørensen, Øvergaard, Ó Briain, O'Connor, MacLeod, Schäfer, Weiß,
  Fischer, Hoffmann, Kovač, Jovanović, Popescu, Ionescu, Tanaka, Watanabe, Pham, Tran, Le, Bui, Hoang,
  Kiplagat, Wanjiru, Zulu, Dlamini, Ramírez, Flores, Castillo, Ahmadi
`);
