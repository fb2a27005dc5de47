import json
Q=[]
def it(dev, field, unit=None, mn=None, typ=None, mx=None, value=None, values=None, q=None, cond=""):
    return {"device":dev,"field":field,"quantity":q,"min":mn,"typ":typ,"max":mx,"value":value,"values":values,"unit":unit,"condition":cond}
def ev(doc,page,quote): return {"doc":doc,"page":page,"quote":quote}
def add(id,diff,typ,question,devices,verdict,items,evidence,note,wording="casual",lang="en",concern=None):
    d={"id":id,"difficulty":diff,"type":typ,"question":question,"devices":devices,"answer":{"verdict":verdict,"items":items},"evidence":evidence,"note":note,"wording":wording,"language":lang}
    if concern: d["concern"]=concern
    Q.append(d)
# ---------- factual
add("rq17-f01","medium","simple","l298n bridge enabled, no load, all inputs LOW - how much does it pull from VS (pin 4)? max in mA",["L298N"],None,
 [it("L298N","quiescent_current","mA",typ=13,mx=22,cond="IS from VS (pin 4), Ven = H, IL = 0, Vi = L")],
 [ev("l298n.pdf",3,"Quiescent Supply Current (pin 4) Ven = H; IL = 0 Vi = L 13 22 mA")],
 "Vi = L row (13/22 mA), beside Vi = H (50/70 mA) and Ven = L (4 mA).")
add("rq17-f02","medium","simple","What maximum current does the L298N draw from its logic supply VSS (pin 9) with the bridge enabled, IL = 0 and the inputs low? Answer in A.",["L298N"],None,
 [it("L298N","quiescent_current","mA",typ=24,mx=36,cond="ISS from VSS (pin 9), Ven = H, IL = 0, Vi = L")],
 [ev("l298n.pdf",3,"Quiescent Current from VSS (pin 9) Ven = H; IL = 0 Vi = L 24 36 mA")],
 "0.036 A; Vi = L row of ISS (24/36 mA), beside Vi = H (7/12 mA) and Ven = L (6 mA).","formal")
add("rq17-f03","medium","simple","min voltage the l298n enable pins (ENA/ENB) see as high?",["L298N"],None,
 [it("L298N","input_high_voltage","V",mn=2.3,cond="Ven = H, enable pins 6, 11 (max VSS)")],
 [ev("l298n.pdf",3,"Ven = H Enable High Voltage (pins 6, 11) 2.3 VSS V")],
 "Enable High Voltage row; max is VSS (not a number).")
add("rq17-f04","hard","simple","For the LM2596 ON/OFF pin, over the full operating junction temperature range (-40 to +125 °C, boldface limits), what minimum VIH turns the regulator off and what maximum VIL keeps it on?",["LM2596"],None,
 [it("LM2596","input_high_voltage","V",mn=2.4,cond="ON/OFF pin, Vout = 0 V (regulator OFF), full temperature range"),
  it("LM2596","input_low_voltage","V",mx=0.8,cond="ON/OFF pin, regulator ON, full temperature range")],
 [ev("lm2596.pdf",4,"Vout = 0 V (Regulator OFF) VIH 2.2 V 2.4"),ev("lm2596.pdf",4,"Vout = Nominal Output Voltage (Regulator ON) VIL 1.0 V 0.8")],
 "Boldface second-line limits (2.4 V, 0.8 V), not the 25 C ones (2.2 V, 1.0 V) asked in dev.","formal")
add("rq17-f05","medium","simple","lm2596 switch current limit at 25c (not the full temp range numbers)? min typ max",["LM2596"],None,
 [it("LM2596","peak_output_current","A",mn=4.2,typ=5.6,mx=6.9,cond="ICL peak current limit, TJ = 25 C")],
 [ev("lm2596.pdf",4,"Current Limit (Peak Current, Notes 2 and 3) ICL 4.2 5.6 6.9 A")],
 "Standard-type 25 C row (4.2/5.6/6.9 A), beside the full-range 3.5/7.5 A.")
add("rq17-f06","medium","simple","mpu6050 set to +-8g, how many lsb per g?",["MPU-6050"],None,
 [it("MPU-6050","sensitivity","LSB/g",typ=4096,q="acceleration",cond="AFS_SEL = 2")],
 [ev("mpu-6050.pdf",13,"AFS_SEL=2 4,096 LSB/g")],
 "AFS_SEL = 2 (±8 g) row, beside 16384/8192/2048.")
add("rq17-f07","medium","simple","What is the MPU-6050 gyroscope sensitivity scale factor with FS_SEL = 1 (±500 °/s)?",["MPU-6050"],None,
 [it("MPU-6050","sensitivity","LSB/dps",typ=65.5,q="angular_rate",cond="FS_SEL = 1")],
 [ev("mpu-6050.pdf",12,"FS_SEL=1 65.5 LSB/(º/s)")],
 "FS_SEL = 1 row, beside 131 / 32.8 / 16.4.","formal")
add("rq17-f08","medium","simple","mpu6050 accel low power mode at 40hz update, current in mA?",["MPU-6050"],None,
 [it("MPU-6050","supply_current","uA",typ=140,cond="accelerometer low power mode, 40 Hz update rate")],
 [ev("mpu-6050.pdf",14,"40 Hz update rate 140 µA")],
 "0.14 mA; 40 Hz row beside 10/20/70 uA.")
add("rq17-f09","medium","simple","Quel est le courant d'alimentation typique du MPU-6050 avec seulement l'accéléromètre actif (gyroscope et DMP désactivés), en mA ?",["MPU-6050"],None,
 [it("MPU-6050","supply_current","uA",typ=500,cond="accelerometer only (DMP & gyroscope disabled)")],
 [ev("mpu-6050.pdf",14,"Accelerometer only (DMP & Gyroscope disabled) 500 µA")],
 "0.5 mA; accelerometer-only row beside the 3.6-3.9 mA gyro rows.","formal","fr")
add("rq17-f10","hard","structured","what gyro full scale ranges can the mpu6050 do?",["MPU-6050"],None,
 [it("MPU-6050","measurement_range","dps",mn=-250,mx=250,q="angular_rate",cond="FS_SEL=0"),
  it("MPU-6050","measurement_range","dps",mn=-500,mx=500,q="angular_rate",cond="FS_SEL=1"),
  it("MPU-6050","measurement_range","dps",mn=-1000,mx=1000,q="angular_rate",cond="FS_SEL=2"),
  it("MPU-6050","measurement_range","dps",mn=-2000,mx=2000,q="angular_rate",cond="FS_SEL=3")],
 [ev("mpu-6050.pdf",12,"Full-Scale Range FS_SEL=0 ±250 º/s"),ev("mpu-6050.pdf",12,"FS_SEL=1 ±500 º/s"),ev("mpu-6050.pdf",12,"FS_SEL=2 ±1000 º/s"),ev("mpu-6050.pdf",12,"FS_SEL=3 ±2000 º/s")],
 "Four FS_SEL rows; the question does not choose.")
add("rq17-f11","medium","simple","What is the maximum low-level output voltage of the MPU-6050 INT pin (open-drain, 0.3 mA sink)? Give it in mV.",["MPU-6050"],None,
 [it("MPU-6050","output_low_voltage","V",mx=0.1,cond="VOL.INT1, OPEN = 1, 0.3 mA sink")],
 [ev("mpu-6050.pdf",15,"VOL.INT1, INT Low-Level Output OPEN=1, 0.3mA sink 0.1 V")],
 "100 mV; INT open-drain row, not VOL1 (0.1*VLOGIC, push-pull).","formal")
add("rq17-f12","medium","simple","srd-05vdc relay, the standard (0.45w) coil not the high sensitivity one: nominal coil current in A?",["SRD-05VDC-SL-C"],None,
 [it("SRD-05VDC-SL-C","supply_current","mA",value=89.3,cond="SRD standard 0.45 W, coil code 05, nominal current")],
 [ev("srd-05vdc-sl-c.pdf",2,"(Standard) 05 05 89.3 55")],
 "0.0893 A; standard-sensitivity 05 row, not the high-sensitivity 71.4 mA row. Field: coil current as supply_current.")
add("rq17-f13","medium","simple","¿Cuál es la corriente nominal de la bobina del SRD-05VDC-SL-C en su versión de alta sensibilidad (0,36 W), en mA?",["SRD-05VDC-SL-C"],None,
 [it("SRD-05VDC-SL-C","supply_current","mA",value=71.4,cond="SRD high sensitivity 0.36 W, coil code 05, nominal current")],
 [ev("srd-05vdc-sl-c.pdf",2,"SRD 03 03 120 25 abt. 0.36W 75%Max. 10% Min. 120% (High 05 05 71.4 70")],
 "High-sensitivity 05 row (71.4 mA), beside standard 89.3 mA.","formal","es")
