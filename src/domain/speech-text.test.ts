import { describe, expect, it } from 'vitest';
import { chineseInteger, chineseNumber, speakableText, splitSentences } from './speech-text';

describe('chineseInteger', () => {
  it.each([
    [0, '零'],
    [2, '二'],
    [10, '十'],
    [12, '十二'],
    [20, '二十'],
    [22, '二十二'],
    [100, '一百'],
    [105, '一百零五'],
    [110, '一百一十'],
    [200, '兩百'],
    [222, '兩百二十二'],
    [1005, '一千零五'],
    [1010, '一千零一十'],
    [1200, '一千兩百'],
    [2000, '兩千'],
    [2200, '兩千兩百'],
    [10000, '一萬'],
    [10050, '一萬零五十'],
    [10500, '一萬零五百'],
    [12000, '一萬兩千'],
    [20000, '兩萬'],
    [20002, '兩萬零二'],
    [100000, '十萬'],
    [120000, '十二萬'],
    [1050000, '一百零五萬'],
    [10000001, '一千萬零一'],
    [200000000, '兩億'],
    [300050000, '三億零五萬'],
    [123456789, '一億兩千三百四十五萬六千七百八十九'],
    [-5, '負五'],
  ])('%i → %s', (value, words) => {
    expect(chineseInteger(value)).toBe(words);
  });
});

describe('chineseNumber', () => {
  it('reads decimals digit by digit after 點 and ignores thousands commas', () => {
    expect(chineseNumber('3.5')).toBe('三點五');
    expect(chineseNumber('2.25')).toBe('二點二五');
    expect(chineseNumber('0.5')).toBe('零點五');
    expect(chineseNumber('1,200')).toBe('一千兩百');
    expect(chineseNumber('12,345.6')).toBe('一萬兩千三百四十五點六');
  });
});

describe('speakableText in Taiwan Mandarin', () => {
  it.each([
    ['一個麵包 NT$45。', '一個麵包新台幣四十五元。'],
    ['存到 NT$ 1,200 了！', '存到新台幣一千兩百元了！'],
    ['只要 $45 元', '只要新台幣四十五元'],
    ['NT$2 的糖果', '新台幣兩元的糖果'],
    ['價格從 NT$10–NT$20 都有', '價格從新台幣十元到新台幣二十元都有'],
    ['10-20 元', '十到二十元'],
    ['打 5% 的折扣', '打百分之五的折扣'],
    ['利息 2.5%', '利息百分之二點五'],
    ['100% 確定', '百分之百確定'],
    ['買 2 個、第 2 名、2 月、3 本', '買兩個、第二名、二月、三本'],
    ['2024 年的存款', '二零二四年的存款'],
    ['每週存 150 元', '每週存一百五十元'],
    ['小美用______來付。', '小美用空格來付。'],
    ['🎉 **重點**：存錢 → 變多', '重點：存錢，接著變多'],
    ['以 NT$ 計價', '以新台幣計價'],
  ])('%s → %s', (text, spoken) => {
    expect(speakableText(text, 'zh-TW')).toBe(spoken);
  });
});

describe('speakableText in English', () => {
  it.each([
    ['A bun costs NT$45.', 'A bun costs 45 New Taiwan dollars.'],
    ['She saved NT$ 1,200!', 'She saved 1,200 New Taiwan dollars!'],
    ['It costs $45 today.', 'It costs 45 New Taiwan dollars today.'],
    ['Only NT$1 left.', 'Only 1 New Taiwan dollar left.'],
    ['From NT$10–NT$20.', 'From 10 New Taiwan dollars to 20 New Taiwan dollars.'],
    ['Save 10-20 coins.', 'Save 10 to 20 coins.'],
    ['Get 5% back.', 'Get 5 percent back.'],
    ['I have 45 coins.', 'I have 45 coins.'],
    ['Mei pays with ______.', 'Mei pays with blank.'],
    ['🪙 **Needs** & wants → choices', 'Needs and wants, then choices'],
    ['Prices in NT$ are easy.', 'Prices in New Taiwan dollars are easy.'],
  ])('%s → %s', (text, spoken) => {
    expect(speakableText(text, 'en')).toBe(spoken);
  });
});

describe('splitSentences', () => {
  it('splits English at . ! ? with the offsets of each sentence, keeping decimals and quoted speech whole', () => {
    const text = 'Mei has NT$3.5 now. "Wow!" she said.  Is it enough? Yes';
    const sentences = splitSentences(text);
    expect(sentences.map((sentence) => sentence.text)).toEqual(['Mei has NT$3.5 now.', '"Wow!" she said.', 'Is it enough?', 'Yes']);
    for (const sentence of sentences) expect(text.slice(sentence.start, sentence.end)).toBe(sentence.text);
  });

  it('splits Chinese at 。！？ without spaces, closing quotes staying with their sentence', () => {
    const text = '小美有錢。「真的嗎？」她問！好';
    expect(splitSentences(text)).toEqual([
      { text: '小美有錢。', start: 0, end: 5 },
      { text: '「真的嗎？」', start: 5, end: 11 },
      { text: '她問！', start: 11, end: 14 },
      { text: '好', start: 14, end: 15 },
    ]);
  });

  it('has nothing to read in blank text and one sentence without an end mark', () => {
    expect(splitSentences('   ')).toEqual([]);
    expect(splitSentences('Coins and notes')).toEqual([{ text: 'Coins and notes', start: 0, end: 15 }]);
  });
});
