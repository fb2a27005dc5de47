import json
Q=[]
def it(dev, field, unit=None, mn=None, typ=None, mx=None, value=None, values=None, q=None, cond=""):
    return {"device":dev,"field":field,"quantity":q,"min":mn,"typ":typ,"max":mx,"value":value,"values":values,"unit":unit,"condition":cond}
def ev(doc,page,quote): return {"doc":doc,"page":page,"quote":quote}
def add(id,diff,typ,question,devices,verdict,items,evidence,note,wording="casual",lang="en",concern=None):
    d={"id":id,"difficulty":diff,"type":typ,"question":question,"devices":devices,"answer":{"verdict":verdict,"items":items},"evidence":evidence,"note":note,"wording":wording,"language":lang}
    if concern: d["concern"]=concern
    Q.append(d)
# ---------- batch 1
add("rq20-f01","medium","simple","74hc595 running at vcc 2v, whats the max input LOW level it accepts? in mV",["74HC595"],None,
 [it("74HC595","input_low_voltage","V",mx=0.5,cond="VIL, 74HC595, VCC = 2.0 V, -40 to +85 C")],
 [ev("74hc595.pdf",7,"VIL LOW-level VCC = 2.0 V - 0.8 0.5")],
 "VIL max 0.5 V (500 mV) at VCC = 2.0 V; beside 1.35 V at 4.5 V and 1.8 V at 6.0 V; typ column 0.8.")
add("rq20-f02","medium","simple","What minimum HIGH-level output voltage does the 74HC595 guarantee on its serial output Q7S when sourcing 4 mA at VCC = 4.5 V (-40 °C to +85 °C)?",["74HC595"],None,
 [it("74HC595","output_high_voltage","V",mn=3.84,typ=4.32,cond="VOH, Q7S output, IO = 4 mA, VCC = 4.5 V, -40 to +85 C")],
 [ev("74hc595.pdf",7,"IO = 4 mA; VCC = 4.5 V 3.84 4.32")],
 "Q7S row (3.84 min, 3.7 over -40..125 C), beside the 20 uA rows (4.4) and Qn bus-driver rows at 6 mA.","formal")
add("rq20-f03","hard","simple","74hct595 at 5.5v, worst case static supply current if the board can hit 125C? answer in mA",["74HC595"],None,
 [it("74HC595","supply_current","uA",mx=160,cond="74HCT595 ICC, VCC = 5.5 V, IO = 0 A, -40 to +125 C")],
 [ev("74hc595.pdf",9,"ICC supply current VI = VCC or GND; IO = 0 A; - - 80 - 160")],
 "160 uA = 0.16 mA in the -40..+125 C column; 80 uA is the -40..+85 C column.")
add("rq20-f04","hard","simple","drv8833 high side fet on resistance when vm is only 2.7v and the chip is hot (tj 85c)? in ohms",["DRV8833"],None,
 [it("DRV8833","on_resistance","mΩ",mx=350,cond="HS FET RDS(ON), VM = 2.7 V, IO = 500 mA, TJ = 85 C")],
 [ev("drv8833.pdf",6,"VM = 2.7 V, IO = 500 mA, TJ = 85°C 350")],
 "350 mOhm = 0.35 Ohm; beside HS 325 (VM 5 V, 85 C), 250 typ at 25 C, and LS 300 at 2.7 V/85 C.")
add("rq20-f05","medium","simple","¿Cuál es el rango de temperatura de almacenamiento del DRV8833?",["DRV8833"],None,
 [it("DRV8833","storage_temperature","°C",mn=-60,mx=150,cond="Tstg, absolute maximum")],
 [ev("drv8833.pdf",5,"Tstg Storage temperature –60 150")],
 "Tstg -60..150 C, beside TJ -40..150 C.","formal","es")
add("rq20-f06","hard","simple","For a K-type thermocouple over its full -270 °C to +1372 °C span with the MAX31855 ambient anywhere from -40 °C to +125 °C, what is the specified thermocouple temperature gain and offset error?",["MAX31855"],None,
 [it("MAX31855","accuracy","°C",mn=-6,mx=6,q="temperature",cond="MAX31855K, TTHERMOCOUPLE -270 to +1372 C, TA -40 to +125 C")],
 [ev("max31855.pdf",3,"-6 +6")],
 "±6 C for the K row over the full range; ±2 C (-200..700, TA -20..85) and ±4 C (700..1350) are the look-alike rows.","formal")
add("rq20-f07","hard","simple","txs0108e B side low output voltage with vccb = 3v sinking 400ua? in mV",["TXS0108E"],None,
 [it("TXS0108E","output_low_voltage","V",mx=0.55,cond="VOLB, IOL = 400 uA, VCCA 1.4-3.6 V, VCCB = 3 V")],
 [ev("txs0108e.pdf",7,"IOL = 400 μA, VIA ≤ 0.15 V 1.4 to 3.6 3 0.55")],
 "0.55 V = 550 mV; beside 0.4 V rows at VCCB 1.65 / 2.3 V and the port A rows.")
add("rq20-f08","medium","simple","Quelle est la plage de température de stockage du TXS0108E ?",["TXS0108E"],None,
 [it("TXS0108E","storage_temperature","°C",mn=-65,mx=150,cond="Tstg, absolute maximum")],
 [ev("txs0108e.pdf",5,"Storage temperature, Tstg –65 150")],
 "Tstg -65..150 C; TJ 150 C beside it.","formal","fr")
add("rq20-f09","medium","simple","l298n enable pins (ena/enb), what voltage counts as a low?",["L298N"],None,
 [it("L298N","input_low_voltage","V",mn=-0.3,mx=1.5,cond="Ven = L, enable low voltage, pins 6, 11")],
 [ev("l298n.pdf",3,"Enable Low Voltage (pins 6, 11) –0.3 1.5")],
 "Enable low -0.3..1.5 V (same numbers as the input VIL row, different pins); enable high 2.3..VSS.")
add("rq20-f10","hard","simple","What is the maximum low-side FET on-resistance of the DRV8833 at VM = 5 V, IO = 500 mA and TJ = 85 °C, in ohms?",["DRV8833"],None,
 [it("DRV8833","on_resistance","mΩ",mx=275,cond="LS FET RDS(ON), VM = 5 V, IO = 500 mA, TJ = 85 C")],
 [ev("drv8833.pdf",6,"VM = 5 V, IO = 500 mA, TJ = 85°C 275")],
 "275 mOhm = 0.275 Ohm; beside LS 160 typ at 25 C and HS 325 at 85 C.","formal")
# @@END
with open("questions.jsonl","w") as f:
    for q in Q: f.write(json.dumps(q,ensure_ascii=False)+"\n")
print(len(Q))
