"""Reading order of passage search: prose and tables before code listings and register maps."""

from __future__ import annotations

from specproof.records import Chunk, SearchHit
from specproof.rerank import passage_kind, rerank_for_reading

CODE = """10. Self test > signed char BME280_I2C_bus_write(unsigned char device_addr)
{
int iError=0; unsigned char array[I2C_BUFFER_LEN];
iError = I2C_write_string(I2C0, device_addr, array, cnt);
return (signed char)iError;
}"""
DEFINE = """#define BME280_I2C_ADDRESS1 0x76
#define BME280_I2C_ADDRESS2 0x77
Call the self test function using:
unsigned char testresult; testresult = bme280_selftest();"""
BIT_MAP = """Start Slave Address RW ACKS Register address (A0h) ACKS
S 1 1 1 0 1 1 X 0 1 0 1 0 0 0 0 0 bit7 bit6 bit5 bit4 bit3 bit2 bit1 bit0
Register address (A1h) ACKS Stop 1 0 1 0 0 0 0 1 bit7 bit6 bit5 bit4 bit3 bit2 bit1 bit0"""
PROSE = """6.2 I²C Interface
The 7-bit I²C address is 111011x. Connecting SDO to GND results in slave address
1110110 (0x76); connecting it to VDDIO results in slave address 1110111 (0x77)."""
TABLE = """| Parameter | Symbol | Min | Max | Unit |
|---|---|---|---|---|
| Supply voltage | VDD | 1.71 | 3.6 | V |"""
PROSE_NO_PHRASE = "The address pointer auto-increments during a burst read over the I2C bus."


def _hits(*texts: str) -> list[SearchHit]:
    return [
        SearchHit(Chunk(f"c:{i}", "doc", i, text, 1, 1), score=1.0 / (60 + i), file_name="a.pdf")
        for i, text in enumerate(texts)
    ]


def test_passages_read_as_code_register_map_table_or_prose() -> None:
    assert passage_kind(CODE) == "code"
    assert passage_kind(DEFINE) == "code"
    assert passage_kind(BIT_MAP) == "register map"
    assert passage_kind(TABLE) == "table"
    assert passage_kind(PROSE) == "prose"


def test_prose_that_states_the_answer_comes_before_code_listings() -> None:
    hits = _hits(CODE, DEFINE, BIT_MAP, PROSE_NO_PHRASE, PROSE)
    ranked = rerank_for_reading("I2C address", hits)
    texts = [h.chunk.text for h in ranked]
    # the phrase "I²C address" first, then both words apart; code and bit maps last
    assert texts[:2] == [PROSE, PROSE_NO_PHRASE]
    assert set(texts[2:]) == {CODE, DEFINE, BIT_MAP}


def test_each_hit_names_the_query_terms_it_contains_as_a_person_reads_them() -> None:
    ranked = rerank_for_reading("I2C address", _hits(PROSE, TABLE))
    by_text = {h.chunk.text: h for h in ranked}
    assert by_text[PROSE].matched_terms == ["I2C", "address"]  # "I²C" reads "I2C"
    assert by_text[TABLE].matched_terms == []
    assert by_text[PROSE].kind == "prose" and by_text[TABLE].kind == "table"


def test_a_query_that_is_code_keeps_code_listings_in_retrieval_order() -> None:
    hits = _hits(DEFINE, PROSE)
    ranked = rerank_for_reading("#define BME280_I2C_ADDRESS", hits)
    assert [h.chunk.text for h in ranked] == [DEFINE, PROSE]


def test_the_searched_devices_name_is_not_counted_as_a_matched_term() -> None:
    ranked = rerank_for_reading("BME280 I2C address", _hits(PROSE + " BME280"), ["BME280"])
    assert ranked[0].matched_terms == ["I2C", "address"]


def test_words_go_on_but_numbers_do_not() -> None:
    hits = _hits("Output addresses are listed; supply 3.30 V")
    ranked = rerank_for_reading("address 3.3", hits)
    assert ranked[0].matched_terms == ["address"]
