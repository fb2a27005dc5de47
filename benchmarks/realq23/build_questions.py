import json

Q = []


def it(dev, field, unit=None, mn=None, typ=None, mx=None, value=None, values=None, q=None, cond=""):
    return {
        "device": dev,
        "field": field,
        "quantity": q,
        "min": mn,
        "typ": typ,
        "max": mx,
        "value": value,
        "values": values,
        "unit": unit,
        "condition": cond,
    }


def ev(doc, page, quote):
    return {"doc": doc, "page": page, "quote": quote}


def add(
    id,
    diff,
    typ,
    question,
    devices,
    verdict,
    items,
    evidence,
    note,
    wording="casual",
    lang="en",
    concern=None,
):
    d = {
        "id": id,
        "difficulty": diff,
        "type": typ,
        "question": question,
        "devices": devices,
        "answer": {"verdict": verdict, "items": items},
        "evidence": evidence,
        "note": note,
        "wording": wording,
        "language": lang,
    }
    if concern:
        d["concern"] = concern
    Q.append(d)
# ---------- batch 1: factual (look-alike rows, other scales, structured)
add("rq23-f01", "hard", "structured",
    "mcp3008 supply current at 5v and at 2.7v? in ma pls",
    ["MCP3008"], None,
    [it("MCP3008", "supply_current", "µA", typ=425, mx=550, cond="IDD, VDD = VREF = 5 V, DOUT unloaded"),
     it("MCP3008", "supply_current", "µA", typ=225, cond="IDD, VDD = VREF = 2.7 V, DOUT unloaded")],
    [ev("mcp3008.pdf", 5, "Operating Current IDD — 425 550 µA VDD = VREF = 5V,"),
     ev("mcp3008.pdf", 5, "225 DOUT unloaded")],
    "Table row (425 typ / 550 max uA at 5 V, 225 typ at 2.7 V); the page-1 feature list says 500 uA max at 5 V, the table's 550 is the reference. Asked in mA (0.425 / 0.55 / 0.225).")
add("rq23-f02", "medium", "simple",
    "¿Cuál es el rango de temperatura de almacenamiento del MCP3008?",
    ["MCP3008"], None,
    [it("MCP3008", "storage_temperature", "°C", mn=-65, mx=150, cond="storage temperature range")],
    [ev("mcp3008.pdf", 5, "Storage Temperature Range TA -65 — +150 °C")],
    "Storage row, beside the -40..+85 C specified/operating rows.", wording="formal", lang="es")
add("rq23-f03", "hard", "structured",
    "What absolute maximum ratings does the L298N datasheet give for the logic supply voltage VSS and for the input and enable pins?",
    ["L298N"], None,
    [it("L298N", "abs_max_supply_voltage", "V", mx=7, cond="VSS logic supply, absolute maximum"),
     it("L298N", "abs_max_input_voltage", "V", mn=-0.3, mx=7, cond="VI, Ven input and enable voltage, absolute maximum")],
    [ev("l298n.pdf", 2, "V SS Logic Supply Voltage 7 V"),
     ev("l298n.pdf", 2, "VI,Ven Input and Enable Voltage –0.3 to 7 V")],
    "Absolute-maximum table (p2), not the 4.5..7 V operating VSS row of p3.", wording="formal")
add("rq23-f04", "medium", "simple",
    "Quelle est la plage de température de stockage du microphone INMP441 ?",
    ["INMP441"], None,
    [it("INMP441", "storage_temperature", "°C", mn=-55, mx=150, cond="absolute maximum, storage")],
    [ev("inmp441.pdf", 6, "Storage −55°C to +150°C")],
    "Storage row, directly under the 'Biased -40..+85 C' temperature row.", wording="formal", lang="fr")
add("rq23-f05", "medium", "simple",
    "mcp2515 extended temp (E) version, what temp range is it good for?",
    ["MCP2515"], None,
    [it("MCP2515", "operating_temperature", "°C", mn=-40, mx=125, cond="Extended (E) grade")],
    [ev("mcp2515.pdf", 1, "Extended (E): -40°C to +125°C")],
    "E grade -40..+125 C, beside Industrial (I) -40..+85 C.")
add("rq23-f06", "hard", "simple",
    "max31865 current draw with the bias off and the adc off (shutdown), in uA?",
    ["MAX31865"], None,
    [it("MAX31865", "standby_current", "mA", typ=1.5, mx=3, cond="IDD shutdown, bias off, ADC off")],
    [ev("max31865.pdf", 3, "Bias off, ADC off 1.5 3 mA")],
    "Shutdown row 1.5 typ / 3 max mA (1500 / 3000 uA), beside the 2 / 3.5 mA active-conversion row.")
add("rq23-f07", "hard", "simple",
    "What is the quiescent current of the LM35A at VS = 30 V and 25 °C, expressed in mA?",
    ["LM35"], None,
    [it("LM35", "quiescent_current", "µA", typ=56.2, mx=68, cond="LM35A, VS = 30 V, 25 C (tested limit)")],
    [ev("lm35.pdf", 4, "VS = 30 V, 25°C 56.2 68 56.2 68")],
    "LM35A column: 56.2 typ / 68 max uA (0.0562 / 0.068 mA). Look-alikes: LM35 (plain) 56.2 / 82 on p5, VS = 5 V rows, full-range 105.5 / 133.", wording="formal")
add("rq23-f08", "medium", "simple",
    "how much current can the lm35 output pin handle max? abs max rating",
    ["LM35"], None,
    [it("LM35", "output_current", "mA", mx=10, cond="absolute maximum, output current")],
    [ev("lm35.pdf", 3, "Output current 10 mA")],
    "Abs-max table, next to the output-voltage -1..6 V row.")
add("rq23-f09", "hard", "structured",
    "max7219 abs max: how much can the DIG pins sink and the SEG pins source?",
    ["MAX7219"], None,
    [it("MAX7219", "output_current", "mA", mx=500, cond="DIG 0-DIG 7 sink current, absolute maximum"),
     it("MAX7219", "output_current", "mA", mx=100, cond="SEG A-G, DP source current, absolute maximum")],
    [ev("max7219.pdf", 2, "DIG 0–DIG 7 Sink Current............................................500mA"),
     ev("max7219.pdf", 2, "SEG A–G, DP Source Current......................................100mA")],
    "Two abs-max rows; the operating ISEG -30..-45 mA row is a look-alike.")
add("rq23-f10", "medium", "structured",
    "What absolute maximum voltages does the MAX7219 allow on V+ and on the DIN, CLK, LOAD and CS pins?",
    ["MAX7219"], None,
    [it("MAX7219", "abs_max_supply_voltage", "V", mn=-0.3, mx=6, cond="V+ to GND, absolute maximum"),
     it("MAX7219", "abs_max_input_voltage", "V", mn=-0.3, mx=6, cond="DIN, CLK, LOAD, CS, absolute maximum")],
    [ev("max7219.pdf", 2, "V+...........................................................................-0.3V to 6V"),
     ev("max7219.pdf", 2, "DIN, CLK, LOAD, CS.............................................-0.3V to 6V")],
    "Abs-max rows (-0.3..6 V), not the 4.0..5.5 V operating V+.", wording="formal")

# ---- END
if __name__ == "__main__":
    with open("questions.jsonl", "w") as f:
        for q in Q:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(len(Q))
